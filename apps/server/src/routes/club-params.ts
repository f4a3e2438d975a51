import { z } from "@hono/zod-openapi";
import { ClubIdSchema, TeamIdSchema } from "@touchline/contracts";

/**
 * The `{clubId}` of every route under `/api/clubs/{clubId}`: the club `clubRole` (auth/access.ts) checks the
 * caller's membership of. Routes below a club extend it with their own parameters.
 */
export const ClubParamsSchema = z.object({
  clubId: ClubIdSchema.meta({ param: { name: "clubId", in: "path" }, example: "4a6c9e0e-club" }),
});

/** `{clubId}` and `{teamId}`: routes about one team of the club (its calendar, its squad). */
export const TeamParamsSchema = ClubParamsSchema.extend({
  teamId: TeamIdSchema.meta({ param: { name: "teamId", in: "path" }, example: "b2f1c7d0-team" }),
});
