import { z } from "@hono/zod-openapi";
import { CalendarEventIdSchema, RegisterResponseSchema, SaveRegisterRequestSchema } from "@touchline/contracts";
import { clubRole } from "../../auth/access.ts";
import { TeamParamsSchema } from "../club-params.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonBody, jsonResponse } from "../json-route.ts";

const tags = ["attendance"];

const OccurrenceParamsSchema = TeamParamsSchema.extend({
  eventId: CalendarEventIdSchema.meta({ param: { name: "eventId", in: "path" }, example: "5c8d1a2e-event" }),
  occurrenceStart: z.iso
    .datetime({ message: "An occurrence is named by its original start, an ISO date-time in UTC" })
    .meta({ param: { name: "occurrenceStart", in: "path" }, example: "2026-03-17T18:00:00.000Z" }),
});

const notSignedIn = errorResponse("Not signed in");
const noOccurrence = errorResponse(
  "No such club among the caller's clubs, no such team or event in it, or no occurrence at that start",
);

export const getRegisterRoute = defineRoute({
  access: clubRole("assistant"),
  method: "get",
  path: "/api/clubs/{clubId}/teams/{teamId}/events/{eventId}/occurrences/{occurrenceStart}/register",
  tags,
  summary: "One occurrence's register: the squad with their answers and marks (every member of the club)",
  request: { params: OccurrenceParamsSchema },
  responses: {
    200: jsonResponse(RegisterResponseSchema, "The register"),
    400: errorResponse("Invalid id or start"),
    401: notSignedIn,
    404: noOccurrence,
  },
});

export const saveRegisterRoute = defineRoute({
  access: clubRole("assistant"),
  method: "put",
  path: "/api/clubs/{clubId}/teams/{teamId}/events/{eventId}/occurrences/{occurrenceStart}/register",
  tags,
  summary: "Keep marks taken on devices, each player's latest tap winning (every member of the club)",
  description:
    "Idempotent: a mark sent again, or older than the one kept, changes nothing. A tap time in the future " +
    "counts as now. All or nothing: one player outside the squad or minutes past the occurrence's length " +
    "refuse the batch. Answers the register as it now is.",
  request: { params: OccurrenceParamsSchema, ...jsonBody(SaveRegisterRequestSchema) },
  responses: {
    200: jsonResponse(RegisterResponseSchema, "The register with the marks kept"),
    400: errorResponse("Invalid marks, or a player's late and early minutes leave them none"),
    401: notSignedIn,
    404: errorResponse("No such club, team, event or occurrence, or a player outside the team's squad"),
  },
});
