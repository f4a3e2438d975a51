import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Which team: the club in the path is the one whose membership the server checks. */
export interface TeamRef {
  clubId: string;
  teamId: string;
}

/** Below the team's key, so leaving the club or a change to its teams drops or refreshes it with the rest. */
export const playerLoadKey = ({ clubId, teamId }: TeamRef) =>
  ["clubs", clubId, "teams", teamId, "player-load"] as const;

/** The team's and each player's weekly load over the window (local dates), from the registers taken. */
export const playerLoadQuery = (team: TeamRef, from: string, to: string) =>
  queryOptions({
    queryKey: [...playerLoadKey(team), from, to],
    queryFn: () => api.get("/api/clubs/:clubId/teams/:teamId/player-load", { param: team, query: { from, to } }),
    // Yesterday's figures stay drawn while today's load once the day changes.
    placeholderData: keepPreviousData,
  });

export function usePlayerLoad(team: TeamRef, from: string, to: string) {
  return useQuery(playerLoadQuery(team, from, to));
}

/** The same as CSV, for a link the browser downloads itself (same-origin, with the session's cookie). */
export function playerLoadCsvUrl(team: TeamRef, from: string, to: string): string {
  return api.url("/api/clubs/:clubId/teams/:teamId/player-load.csv", { param: team, query: { from, to } });
}
