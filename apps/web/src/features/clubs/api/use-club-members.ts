import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClubRole } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";
import { clubKey, membersKey } from "./club-keys.ts";
import { useForgetClub } from "./use-forget-club.ts";

export function useClubMembers(clubId: string) {
  return useQuery({
    queryKey: membersKey(clubId),
    queryFn: () => api.get("/api/clubs/:clubId/members", { param: { clubId } }),
  });
}

/**
 * A role changed or a member gone changes more than the list: the club's own answer (an admin who steps
 * down loses the admin's screens, the member count) and its teams' coaches. All of the club is asked again.
 */
function useRefreshMembers(clubId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: clubKey(clubId) });
}

export function useChangeMemberRole(clubId: string) {
  const refresh = useRefreshMembers(clubId);
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: ClubRole }) =>
      api.patch("/api/clubs/:clubId/members/:userId", { param: { clubId, userId }, json: { role } }),
    onSuccess: refresh,
  });
}

export function useRemoveMember(clubId: string) {
  const refresh = useRefreshMembers(clubId);
  return useMutation({
    mutationFn: (userId: string) => api.delete("/api/clubs/:clubId/members/:userId", { param: { clubId, userId } }),
    onSuccess: refresh,
  });
}

/** The coach leaves: the club is forgotten on this device at once. */
export function useLeaveClub(clubId: string) {
  const forgetClub = useForgetClub();
  return useMutation({
    mutationFn: () => api.post("/api/clubs/:clubId/leave", { param: { clubId } }),
    onSuccess: () => forgetClub(clubId, { isOnPurpose: true }),
  });
}
