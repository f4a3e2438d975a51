import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { TeamRef } from "./use-squad.ts";

/** Below the team's key: leaving the club drops the links with the rest of it. */
const playerLinksKey = ({ clubId, teamId }: TeamRef) => ["clubs", clubId, "teams", teamId, "player-links"] as const;

/** The squad's live personal links (club admins and the team's coaches only: a link answers for a child). */
export function usePlayerLinks(team: TeamRef, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: playerLinksKey(team),
    queryFn: () => api.get("/api/clubs/:clubId/teams/:teamId/player-links", { param: team }),
    enabled,
  });
}

/** A new personal link for a player; their earlier one stops working. */
export function useCreatePlayerLink(team: TeamRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerId: string) =>
      api.post("/api/clubs/:clubId/teams/:teamId/squad/:playerId/link", { param: { ...team, playerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerLinksKey(team) }),
  });
}

/** Stops a player's link at once; their answers stay. */
export function useRevokePlayerLink(team: TeamRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerId: string) =>
      api.delete("/api/clubs/:clubId/teams/:teamId/squad/:playerId/link", { param: { ...team, playerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerLinksKey(team) }),
  });
}
