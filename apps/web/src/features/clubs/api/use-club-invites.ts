import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateClubInviteRequest } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";
import { CLUB_LIST_KEY, invitePreviewKey, invitesKey } from "./club-keys.ts";

export function useClubInvites(clubId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: invitesKey(clubId),
    queryFn: () => api.get("/api/clubs/:clubId/invites", { param: { clubId } }),
    enabled,
  });
}

/** Makes a link; its address is in this answer only (the server keeps a hash of its token). */
export function useCreateInvite(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateClubInviteRequest) =>
      api.post("/api/clubs/:clubId/invites", { param: { clubId }, json: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesKey(clubId) }),
  });
}

export function useRevokeInvite(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) =>
      api.delete("/api/clubs/:clubId/invites/:inviteId", { param: { clubId, inviteId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesKey(clubId) }),
  });
}

/** What an invitation offers (club, crest, role), to anyone holding the link, signed in or not. */
export function useInvitePreview(token: string) {
  return useQuery({
    queryKey: invitePreviewKey(token),
    queryFn: () => api.get("/api/club-invites/:token", { param: { token } }),
    retry: false,
  });
}

export function useAcceptInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/club-invites/:token/accept", { param: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLUB_LIST_KEY, exact: true }),
  });
}
