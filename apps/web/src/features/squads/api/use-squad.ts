import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ImportSquadRequest, SquadPlayerInput, UpdateSquadPlayerRequest } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";

/** Which team's squad: the club in the path is the one whose membership the server checks. */
export interface TeamRef {
  clubId: string;
  teamId: string;
}

/**
 * Below the team's key, itself below the club's: leaving the club drops the squad with the rest of it, and a
 * change to the club's teams (a coach added or removed) asks for it again.
 */
export const squadKey = ({ clubId, teamId }: TeamRef) => ["clubs", clubId, "teams", teamId, "squad"] as const;
/** The squad's answers for the team's events (the calendar's counts and registers), under the same team key. */
export const availabilityKey = ({ clubId, teamId }: TeamRef) =>
  ["clubs", clubId, "teams", teamId, "availability"] as const;

/** The team's players, in the server's order (by shirt number, players without one last). */
export const squadQuery = (team: TeamRef) =>
  queryOptions({
    queryKey: squadKey(team),
    queryFn: () => api.get("/api/clubs/:clubId/teams/:teamId/squad", { param: team }),
  });

export function useSquad(team: TeamRef) {
  return useQuery(squadQuery(team));
}

/**
 * The squad is read again after any change: the server orders it and may have changed more than one row. So
 * are the calendar's availability counts, whose "no answer" is the squad's size less the answers.
 */
function useRefreshSquad(team: TeamRef) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: squadKey(team) }),
      queryClient.invalidateQueries({ queryKey: availabilityKey(team) }),
    ]);
}

export function useAddPlayer(team: TeamRef) {
  const refresh = useRefreshSquad(team);
  return useMutation({
    mutationFn: (player: SquadPlayerInput) =>
      api.post("/api/clubs/:clubId/teams/:teamId/squad", { param: team, json: player }),
    onSuccess: refresh,
  });
}

/** Sends only what changed, so a change made meanwhile by another coach to another field stays. */
export function useUpdatePlayer(team: TeamRef) {
  const refresh = useRefreshSquad(team);
  return useMutation({
    mutationFn: ({ playerId, changes }: { playerId: string; changes: UpdateSquadPlayerRequest }) =>
      api.patch("/api/clubs/:clubId/teams/:teamId/squad/:playerId", {
        param: { ...team, playerId },
        json: changes,
      }),
    onSuccess: refresh,
  });
}

export function useRemovePlayer(team: TeamRef) {
  const refresh = useRefreshSquad(team);
  return useMutation({
    mutationFn: (playerId: string) =>
      api.delete("/api/clubs/:clubId/teams/:teamId/squad/:playerId", { param: { ...team, playerId } }),
    onSuccess: refresh,
  });
}

/**
 * Reads a squad file (`dryRun`: only reads it) or adds its players, all or none. The squad is asked again
 * only when players were added.
 */
export function useImportSquad(team: TeamRef) {
  const refresh = useRefreshSquad(team);
  return useMutation({
    mutationFn: (request: ImportSquadRequest) =>
      api.post("/api/clubs/:clubId/teams/:teamId/squad/import", { param: team, json: request }),
    onSuccess: (answer) => (answer.added > 0 ? refresh() : undefined),
  });
}

/** A club admin deletes the team's player data for its season: every player, with their links and marks. */
export function useClearSquad(team: TeamRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete("/api/clubs/:clubId/teams/:teamId/squad", { param: team }),
    onSuccess: () => {
      queryClient.setQueryData(squadKey(team), { players: [] });
      return queryClient.invalidateQueries({ queryKey: squadKey(team) });
    },
  });
}

/** The squad's CSV, for a link the browser downloads itself (same-origin, with the session's cookie). */
export function squadCsvUrl(team: TeamRef): string {
  return api.url("/api/clubs/:clubId/teams/:teamId/squad.csv", { param: team });
}
