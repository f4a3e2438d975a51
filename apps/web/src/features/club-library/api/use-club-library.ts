import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClubLibraryQuery, ShareToClubRequest } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";

/** Everything asked of one club starts with this key, so leaving a club drops all of it at once. */
const libraryKey = (clubId: string) => ["clubs", clubId, "library"] as const;

export function useClubLibrary(clubId: string, query: ClubLibraryQuery) {
  return useQuery({
    queryKey: [...libraryKey(clubId), "list", query],
    queryFn: () => api.get("/api/clubs/:clubId/library", { param: { clubId }, query }),
    placeholderData: keepPreviousData,
  });
}

export function useClubLibraryItem(clubId: string, itemId: string) {
  return useQuery({
    queryKey: [...libraryKey(clubId), "item", itemId],
    queryFn: () => api.get("/api/clubs/:clubId/library/:itemId", { param: { clubId, itemId } }),
  });
}

function useRefreshLibrary(clubId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: libraryKey(clubId) });
}

export function useShareToClub(clubId: string) {
  const refresh = useRefreshLibrary(clubId);
  return useMutation({
    mutationFn: (request: ShareToClubRequest) =>
      api.post("/api/clubs/:clubId/library", { param: { clubId }, json: request }),
    onSuccess: refresh,
  });
}

export function usePinClubItem(clubId: string) {
  const refresh = useRefreshLibrary(clubId);
  return useMutation({
    mutationFn: ({ itemId, isPinned }: { itemId: string; isPinned: boolean }) =>
      api.patch("/api/clubs/:clubId/library/:itemId", { param: { clubId, itemId }, json: { isPinned } }),
    onSuccess: refresh,
  });
}

export function useRemoveClubItem(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => api.delete("/api/clubs/:clubId/library/:itemId", { param: { clubId, itemId } }),
    onSuccess: (_answer, itemId) => {
      queryClient.removeQueries({ queryKey: [...libraryKey(clubId), "item", itemId] });
      return queryClient.invalidateQueries({ queryKey: libraryKey(clubId) });
    },
  });
}

/** The coach's own copy lands in their lists: those are asked again. */
export function useCopyClubItem(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => api.post("/api/clubs/:clubId/library/:itemId/copy", { param: { clubId, itemId } }),
    onSuccess: ({ copy }) => {
      const mine = { session: ["sessions"], drill: ["drills"], "tactical-drill": ["tactical-drills"] }[copy.kind];
      return queryClient.invalidateQueries({ queryKey: mine });
    },
  });
}

/** What the coach could share: their own sessions, library drills and tactical drills, by title. */
export function useShareableWork(isOpen: boolean) {
  const sessions = useQuery({
    queryKey: ["sessions", "shareable"],
    queryFn: () => api.get("/api/sessions/mine", { query: { sort: "title" } }),
    enabled: isOpen,
  });
  const drills = useQuery({
    queryKey: ["drills", "shareable"],
    queryFn: () => api.get("/api/drills", { query: {} }),
    enabled: isOpen,
  });
  const boards = useQuery({
    queryKey: ["tactical-drills", "shareable"],
    queryFn: () => api.get("/api/tactical-drills"),
    enabled: isOpen,
  });
  return { sessions, drills, boards };
}
