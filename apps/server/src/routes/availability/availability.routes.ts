import { z } from "@hono/zod-openapi";
import {
  AcceptedResponseSchema,
  AnswerAvailabilityRequestSchema,
  AvailabilityAnswerSchema,
  AvailabilityWindowResponseSchema,
  CalendarEventIdSchema,
  CalendarWindowQuerySchema,
  OccurrenceAvailabilityResponseSchema,
  PlayerLinkListResponseSchema,
  PlayerLinkResponseSchema,
  PlayerLinkTokenSchema,
  PlayerPageResponseSchema,
  SquadPlayerIdSchema,
} from "@touchline/contracts";
import { clubRole, publicAccess } from "../../auth/access.ts";
import { TeamParamsSchema } from "../club-params.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonBody, jsonResponse } from "../json-route.ts";

const tags = ["availability"];

const PlayerParamsSchema = TeamParamsSchema.extend({
  playerId: SquadPlayerIdSchema.meta({ param: { name: "playerId", in: "path" }, example: "7e1d2c3b-player" }),
});
const OccurrenceParamsSchema = TeamParamsSchema.extend({
  eventId: CalendarEventIdSchema.meta({ param: { name: "eventId", in: "path" }, example: "5c8d1a2e-event" }),
  occurrenceStart: z.iso
    .datetime({ message: "An occurrence is named by its original start, an ISO date-time in UTC" })
    .meta({ param: { name: "occurrenceStart", in: "path" }, example: "2026-03-17T18:00:00.000Z" }),
});
const TokenParamsSchema = z.object({
  token: PlayerLinkTokenSchema.meta({ param: { name: "token", in: "path" }, example: "Xq…43 characters" }),
});

const notSignedIn = errorResponse("Not signed in");
const notFound = errorResponse("No such club among the caller's clubs, or no such team, player or event in it");
const mayNotManageLinks = errorResponse("Only the club's admins and the team's coaches manage its players' links");
const deadLink = errorResponse("An unknown or revoked link (both answer alike)");
const tooMany = errorResponse("Too many requests from this address; try again later");

export const listPlayerLinksRoute = defineRoute({
  access: clubRole("coach"),
  method: "get",
  path: "/api/clubs/{clubId}/teams/{teamId}/player-links",
  tags,
  summary: "The squad's live personal links, with when each was last opened (club admins, team coaches)",
  request: { params: TeamParamsSchema },
  responses: {
    200: jsonResponse(PlayerLinkListResponseSchema, "One link per player who has one"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: mayNotManageLinks,
    404: notFound,
  },
});

export const createPlayerLinkRoute = defineRoute({
  access: clubRole("coach"),
  method: "post",
  path: "/api/clubs/{clubId}/teams/{teamId}/squad/{playerId}/link",
  tags,
  summary: "Give a player a personal link; their earlier one stops working (club admins, team coaches)",
  request: { params: PlayerParamsSchema },
  responses: {
    201: jsonResponse(PlayerLinkResponseSchema, "The new link"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: mayNotManageLinks,
    404: notFound,
  },
});

export const revokePlayerLinkRoute = defineRoute({
  access: clubRole("coach"),
  method: "delete",
  path: "/api/clubs/{clubId}/teams/{teamId}/squad/{playerId}/link",
  tags,
  summary: "Stop a player's personal link; their answers stay (club admins, team coaches)",
  request: { params: PlayerParamsSchema },
  responses: {
    200: jsonResponse(AcceptedResponseSchema, "Stopped"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: mayNotManageLinks,
    404: notFound,
  },
});

export const getWindowAvailabilityRoute = defineRoute({
  access: clubRole("assistant"),
  method: "get",
  path: "/api/clubs/{clubId}/teams/{teamId}/availability",
  tags,
  summary: "How the squad answered for each occurrence of a calendar window (every member of the club)",
  request: { params: TeamParamsSchema, query: CalendarWindowQuerySchema },
  responses: {
    200: jsonResponse(AvailabilityWindowResponseSchema, "Counts per occurrence"),
    400: errorResponse("Invalid window"),
    401: notSignedIn,
    404: notFound,
  },
});

export const getOccurrenceAvailabilityRoute = defineRoute({
  access: clubRole("assistant"),
  method: "get",
  path: "/api/clubs/{clubId}/teams/{teamId}/events/{eventId}/occurrences/{occurrenceStart}/availability",
  tags,
  summary: "Each player's answer for one occurrence (every member of the club)",
  request: { params: OccurrenceParamsSchema },
  responses: {
    200: jsonResponse(OccurrenceAvailabilityResponseSchema, "The squad with its answers"),
    400: errorResponse("Invalid id or start"),
    401: notSignedIn,
    404: errorResponse("No such club, team or event, or the event has no occurrence at that start"),
  },
});

export const getPlayerPageRoute = defineRoute({
  access: publicAccess,
  method: "get",
  path: "/api/player-links/{token}",
  tags,
  summary: "What a personal link opens: the player (first name, initial), the team, its coming events",
  description: "No account: the link is the key. Rate-limited per address. Opening it notes when, for the coach.",
  request: { params: TokenParamsSchema },
  responses: {
    200: jsonResponse(PlayerPageResponseSchema, "The player's page"),
    400: errorResponse("Not a link's token"),
    404: deadLink,
    429: tooMany,
  },
});

export const answerAvailabilityRoute = defineRoute({
  access: publicAccess,
  method: "put",
  path: "/api/player-links/{token}/answers",
  tags,
  summary: "Answer Available or Not available (with an optional reason) for one of the coming events",
  request: { params: TokenParamsSchema, ...jsonBody(AnswerAvailabilityRequestSchema) },
  responses: {
    200: jsonResponse(z.object({ answer: AvailabilityAnswerSchema }), "The answer as kept"),
    400: errorResponse("Invalid answer"),
    404: errorResponse("An unknown or revoked link, or an event that is not one of the team's coming events"),
    429: tooMany,
  },
});
