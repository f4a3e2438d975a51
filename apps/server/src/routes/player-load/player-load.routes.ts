import { PlayerLoadQuerySchema, PlayerLoadResponseSchema } from "@touchline/contracts";
import { clubRole } from "../../auth/access.ts";
import { TeamParamsSchema } from "../club-params.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonResponse } from "../json-route.ts";

const tags = ["player-load"];

const notSignedIn = errorResponse("Not signed in");
/** A club the caller is not a member of answers exactly like a missing one. */
const notFound = errorResponse("No such club among the caller's clubs, or no such team in it");

export const getPlayerLoadRoute = defineRoute({
  access: clubRole("assistant"),
  method: "get",
  path: "/api/clubs/{clubId}/teams/{teamId}/player-load",
  tags,
  summary: "Each player's load from the registers taken, by week, with the load ratio and attendance (every member)",
  description:
    "A player's load of an occurrence is the minutes of its session's blocks they were there for times the " +
    "intensity weight. Weeks are those the window touches; the load ratio (7 d : 28 d) is read on `asOf`, " +
    "the club's today unless given, and attendance counts the registers of the season up to it.",
  request: { params: TeamParamsSchema, query: PlayerLoadQuerySchema },
  responses: {
    200: jsonResponse(PlayerLoadResponseSchema, "The team's weeks and each squad player's, in squad order"),
    400: errorResponse("Invalid window"),
    401: notSignedIn,
    404: notFound,
  },
});

export const exportPlayerLoadRoute = defineRoute({
  access: clubRole("assistant"),
  method: "get",
  path: "/api/clubs/{clubId}/teams/{teamId}/player-load.csv",
  tags,
  summary: "The players' loads as a CSV file: a row per player, a column per week (every member)",
  request: { params: TeamParamsSchema, query: PlayerLoadQuerySchema },
  responses: {
    200: {
      description: "CSV with a header row (UTF-8 with a byte-order mark)",
      content: { "text/csv": { schema: { type: "string" } } },
    },
    400: errorResponse("Invalid window"),
    401: notSignedIn,
    404: notFound,
  },
});
