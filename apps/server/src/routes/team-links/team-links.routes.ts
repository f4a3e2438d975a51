import { z } from "@hono/zod-openapi";
import {
  AcceptedResponseSchema,
  PlayerLinkTokenSchema,
  PlayerNextEventResponseSchema,
  TeamLinkStatusResponseSchema,
  TeamLinkTokenSchema,
  TeamPageResponseSchema,
} from "@touchline/contracts";
import { clubRole, publicAccess } from "../../auth/access.ts";
import { TeamParamsSchema } from "../club-params.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonResponse } from "../json-route.ts";

const tags = ["team-links"];

const TeamLinkParamsSchema = z.object({
  token: TeamLinkTokenSchema.meta({ param: { name: "token", in: "path" }, example: "Xq…43 characters" }),
});
const PlayerLinkParamsSchema = z.object({
  token: PlayerLinkTokenSchema.meta({ param: { name: "token", in: "path" }, example: "Xq…43 characters" }),
});

const notSignedIn = errorResponse("Not signed in");
const notFound = errorResponse("No such club among the caller's clubs, or no such team in it");
const mayNotManage = errorResponse("Only the club's admins and the team's coaches make or stop the team link");
const deadLink = errorResponse("An unknown or revoked link (both answer alike)");
const tooMany = errorResponse("Too many requests from this address; try again later");

export const getTeamLinkRoute = defineRoute({
  access: clubRole("assistant"),
  method: "get",
  path: "/api/clubs/{clubId}/teams/{teamId}/team-link",
  tags,
  summary: "The team's live link, if it has one (every member of the club: the page names no player)",
  request: { params: TeamParamsSchema },
  responses: {
    200: jsonResponse(TeamLinkStatusResponseSchema, "The link, or null"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    404: notFound,
  },
});

export const createTeamLinkRoute = defineRoute({
  access: clubRole("coach"),
  method: "post",
  path: "/api/clubs/{clubId}/teams/{teamId}/team-link",
  tags,
  summary: "Make the team's link; an older one stops working (club admins, team coaches)",
  request: { params: TeamParamsSchema },
  responses: {
    201: jsonResponse(TeamLinkStatusResponseSchema, "The new link"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: mayNotManage,
    404: notFound,
  },
});

export const revokeTeamLinkRoute = defineRoute({
  access: clubRole("coach"),
  method: "delete",
  path: "/api/clubs/{clubId}/teams/{teamId}/team-link",
  tags,
  summary: "Stop the team's link (club admins, team coaches)",
  request: { params: TeamParamsSchema },
  responses: {
    200: jsonResponse(AcceptedResponseSchema, "Stopped"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: mayNotManage,
    404: notFound,
  },
});

export const getTeamPageRoute = defineRoute({
  access: publicAccess,
  method: "get",
  path: "/api/team-links/{token}",
  tags,
  summary: "What a team link opens: the team and its next event with the session's drills, no player's name",
  description: "No account: the link is the key. Rate-limited per address. Nothing about the visit is kept.",
  request: { params: TeamLinkParamsSchema },
  responses: {
    200: jsonResponse(TeamPageResponseSchema, "The team's page"),
    400: errorResponse("Not a team link's token"),
    404: deadLink,
    429: tooMany,
  },
});

export const getPlayerNextEventRoute = defineRoute({
  access: publicAccess,
  method: "get",
  path: "/api/player-links/{token}/next-event",
  tags,
  summary: "The team's next event and its drills, opened from a player's personal link",
  description:
    "No account: the link is the key. Rate-limited per address. Notes once that this player's link saw the " +
    "occurrence's plan, for the coach's count; nothing else.",
  request: { params: PlayerLinkParamsSchema },
  responses: {
    200: jsonResponse(PlayerNextEventResponseSchema, "The plan, with the player's first name and initial"),
    400: errorResponse("Not a link's token"),
    404: deadLink,
    429: tooMany,
  },
});
