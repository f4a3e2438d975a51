import { z } from "@hono/zod-openapi";
import {
  AcceptedResponseSchema,
  ImportSquadRequestSchema,
  ImportSquadResponseSchema,
  SquadPlayerIdSchema,
  SquadPlayerInputSchema,
  SquadPlayerResponseSchema,
  SquadResponseSchema,
  UpdateSquadPlayerRequestSchema,
} from "@touchline/contracts";
import { clubRole } from "../../auth/access.ts";
import { TeamParamsSchema } from "../club-params.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonBody, jsonResponse } from "../json-route.ts";

const tags = ["squads"];

const PlayerParamsSchema = TeamParamsSchema.extend({
  playerId: SquadPlayerIdSchema.meta({ param: { name: "playerId", in: "path" }, example: "7e1d2c3b-player" }),
});

const notSignedIn = errorResponse("Not signed in");
/** A club the caller is not a member of answers exactly like a missing one. */
const notFound = errorResponse("No such club among the caller's clubs, or no such team or player in it");
const mayNotWrite = errorResponse("Only the club's admins and the team's coaches change its squad");

export const getSquadRoute = defineRoute({
  access: clubRole("assistant"),
  method: "get",
  path: "/api/clubs/{clubId}/teams/{teamId}/squad",
  tags,
  summary: "A team's squad, by shirt number (every member of the club)",
  request: { params: TeamParamsSchema },
  responses: {
    200: jsonResponse(SquadResponseSchema, "The squad"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    404: notFound,
  },
});

export const addSquadPlayerRoute = defineRoute({
  access: clubRole("coach"),
  method: "post",
  path: "/api/clubs/{clubId}/teams/{teamId}/squad",
  tags,
  summary: "Add a player to the squad (club admins, team coaches)",
  request: { params: TeamParamsSchema, ...jsonBody(SquadPlayerInputSchema) },
  responses: {
    201: jsonResponse(SquadPlayerResponseSchema, "The player"),
    400: errorResponse("Invalid player"),
    401: notSignedIn,
    403: mayNotWrite,
    404: notFound,
    409: errorResponse("Another player of the team wears that number, or the squad is full (60 players)"),
  },
});

export const updateSquadPlayerRoute = defineRoute({
  access: clubRole("coach"),
  method: "patch",
  path: "/api/clubs/{clubId}/teams/{teamId}/squad/{playerId}",
  tags,
  summary: "Change a player's name, number, position or birth year (club admins, team coaches)",
  request: { params: PlayerParamsSchema, ...jsonBody(UpdateSquadPlayerRequestSchema) },
  responses: {
    200: jsonResponse(SquadPlayerResponseSchema, "The player as changed"),
    400: errorResponse("Invalid change"),
    401: notSignedIn,
    403: mayNotWrite,
    404: notFound,
    409: errorResponse("Another player of the team wears that number"),
  },
});

export const deleteSquadPlayerRoute = defineRoute({
  access: clubRole("coach"),
  method: "delete",
  path: "/api/clubs/{clubId}/teams/{teamId}/squad/{playerId}",
  tags,
  summary: "Remove a player, with their links, answers and marks (club admins, team coaches)",
  request: { params: PlayerParamsSchema },
  responses: {
    200: jsonResponse(AcceptedResponseSchema, "Removed"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: mayNotWrite,
    404: notFound,
  },
});

export const importSquadRoute = defineRoute({
  access: clubRole("coach"),
  method: "post",
  path: "/api/clubs/{clubId}/teams/{teamId}/squad/import",
  tags,
  summary: "Add the players of a squad file, all or none (club admins, team coaches)",
  description:
    "CSV with a header row; commas, semicolons or tabs. Columns are found by their header: first name (or " +
    "name, nickname), last name (or surname), number, position, birth year. A file with any problem adds " +
    "nobody and the answer lists each problem by line; `dryRun` only reads the file.",
  request: { params: TeamParamsSchema, ...jsonBody(ImportSquadRequestSchema) },
  responses: {
    200: jsonResponse(ImportSquadResponseSchema, "What the file holds, its problems, and how many were added"),
    400: errorResponse("Invalid request"),
    401: notSignedIn,
    403: mayNotWrite,
    404: notFound,
    409: errorResponse("Another player took one of the file's numbers while it was being added"),
  },
});

export const exportSquadRoute = defineRoute({
  access: clubRole("assistant"),
  method: "get",
  path: "/api/clubs/{clubId}/teams/{teamId}/squad.csv",
  tags,
  summary: "The squad as a CSV file that import reads back (every member of the club)",
  request: { params: TeamParamsSchema },
  responses: {
    200: {
      description: "CSV with a header row (UTF-8 with a byte-order mark)",
      content: { "text/csv": { schema: { type: "string" } } },
    },
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    404: notFound,
  },
});

export const clearSquadRoute = defineRoute({
  access: clubRole("admin"),
  method: "delete",
  path: "/api/clubs/{clubId}/teams/{teamId}/squad",
  tags,
  summary: "Delete the team's player data for its season at once: every player, link, answer and mark (club admins)",
  request: { params: TeamParamsSchema },
  responses: {
    200: jsonResponse(z.object({ deleted: z.number().int().min(0) }), "How many players were deleted"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: errorResponse("Only the club's admins delete a team's player data"),
    404: notFound,
  },
});
