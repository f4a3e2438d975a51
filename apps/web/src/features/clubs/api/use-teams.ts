import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateTeamRequest, UpdateTeamRequest } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";
import { teamsKey } from "./club-keys.ts";

/** A club's teams, with their coaches. */
export const teamsQuery = (clubId: string) =>
  queryOptions({
    queryKey: teamsKey(clubId),
    queryFn: () => api.get("/api/clubs/:clubId/teams", { param: { clubId } }),
  });

export function useTeams(clubId: string) {
  return useQuery(teamsQuery(clubId));
}

/** Adds a team (`teamId` null) or changes one. */
export function useSaveTeam(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, team }: { teamId: string | null; team: CreateTeamRequest & UpdateTeamRequest }) =>
      teamId
        ? api.patch("/api/clubs/:clubId/teams/:teamId", { param: { clubId, teamId }, json: team })
        : api.post("/api/clubs/:clubId/teams", { param: { clubId }, json: team }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsKey(clubId) }),
  });
}

export function useDeleteTeam(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => api.delete("/api/clubs/:clubId/teams/:teamId", { param: { clubId, teamId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsKey(clubId) }),
  });
}
