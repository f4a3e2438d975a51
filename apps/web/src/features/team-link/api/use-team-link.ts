import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TeamLinkStatusResponse } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";

export interface TeamRef {
  clubId: string;
  teamId: string;
}

/** Under the club's key: leaving the club drops it with the rest of the club's answers. */
const teamLinkKey = ({ clubId, teamId }: TeamRef) => ["clubs", clubId, "teams", teamId, "team-link"] as const;

/** The team's live link, or null: every member of the club reads it. */
export function useTeamLink(team: TeamRef) {
  return useQuery({
    queryKey: teamLinkKey(team),
    queryFn: () => api.get("/api/clubs/:clubId/teams/:teamId/team-link", { param: team }),
  });
}

/** Makes the team's link; an older one stops working. */
export function useMakeTeamLink(team: TeamRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/clubs/:clubId/teams/:teamId/team-link", { param: team }),
    onSuccess: (answer) => queryClient.setQueryData<TeamLinkStatusResponse>(teamLinkKey(team), answer),
  });
}

export function useStopTeamLink(team: TeamRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete("/api/clubs/:clubId/teams/:teamId/team-link", { param: team }),
    onSuccess: () => queryClient.setQueryData<TeamLinkStatusResponse>(teamLinkKey(team), { link: null }),
  });
}

/**
 * What a team link opens, for anyone holding it. The service worker keeps the answer, so the page opens
 * offline after one visit (lib/offline-caches.ts).
 */
export function useTeamPage(token: string) {
  return useQuery({
    queryKey: ["team-page", token],
    queryFn: () => api.get("/api/team-links/:token", { param: { token } }),
    retry: false,
  });
}

/** The same plan opened from a player's personal link; opening it is what the coach's "Seen by" counts. */
export function usePlayerPlan(token: string) {
  return useQuery({
    queryKey: ["player-plan", token],
    queryFn: () => api.get("/api/player-links/:token/next-event", { param: { token } }),
    retry: false,
  });
}
