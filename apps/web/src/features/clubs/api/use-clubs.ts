import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type CreateClubRequest, IMAGE_UPLOAD_FIELD, type UpdateClubRequest } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";
import { CLUB_LIST_KEY, clubKey } from "./club-keys.ts";
import { useForgetClub } from "./use-forget-club.ts";

/** The clubs the signed-in coach belongs to, by name. */
export const clubListQuery = queryOptions({ queryKey: CLUB_LIST_KEY, queryFn: () => api.get("/api/clubs") });

/** The clubs, for the navigation's switcher. */
export function useClubs({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clubListQuery, enabled });
}

/** One club, with the coach's role in it. A 404 means they are not (or no longer) a member. */
export function useClub(clubId: string) {
  return useQuery({
    queryKey: clubKey(clubId),
    queryFn: () => api.get("/api/clubs/:clubId", { param: { clubId } }),
  });
}

export function useCreateClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateClubRequest) => api.post("/api/clubs", { json: request }),
    onSuccess: ({ club }) => {
      queryClient.setQueryData(clubKey(club.id), { club });
      return queryClient.invalidateQueries({ queryKey: CLUB_LIST_KEY, exact: true });
    },
  });
}

/** The club itself and the list that names it are asked again after a change to it. */
function useRefreshClub(clubId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clubKey(clubId), exact: true }),
      queryClient.invalidateQueries({ queryKey: CLUB_LIST_KEY, exact: true }),
    ]);
}

export function useUpdateClub(clubId: string) {
  const refresh = useRefreshClub(clubId);
  return useMutation({
    mutationFn: (request: UpdateClubRequest) => api.patch("/api/clubs/:clubId", { param: { clubId }, json: request }),
    onSuccess: refresh,
  });
}

/** Uploads the club's crest (PNG, JPEG or WebP), replacing any earlier one. */
export function useUploadCrest(clubId: string) {
  const refresh = useRefreshClub(clubId);
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(IMAGE_UPLOAD_FIELD, file);
      return api.put("/api/clubs/:clubId/crest", { param: { clubId }, form });
    },
    onSuccess: refresh,
  });
}

export function useRemoveCrest(clubId: string) {
  const refresh = useRefreshClub(clubId);
  return useMutation({
    mutationFn: () => api.delete("/api/clubs/:clubId/crest", { param: { clubId } }),
    onSuccess: refresh,
  });
}

/** Deletes the club for every member; this device forgets it at once. */
export function useDeleteClub(clubId: string) {
  const forgetClub = useForgetClub();
  return useMutation({
    mutationFn: () => api.delete("/api/clubs/:clubId", { param: { clubId } }),
    onSuccess: () => forgetClub(clubId, { isOnPurpose: true }),
  });
}
