import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MySessionsQuery, ReportSessionRequest, SessionContentInput, SessionResponse } from "@touchline/contracts";
import { api, ApiError } from "../../../lib/api-client.ts";

export const sessionKeys = {
  all: ["sessions"] as const,
  mine: (query: MySessionsQuery) => ["sessions", "mine", query] as const,
  one: (id: string) => ["sessions", "one", id] as const,
  byShortId: (shortId: string) => ["sessions", "short", shortId] as const,
};

export function useMySessions(query: MySessionsQuery) {
  return useQuery({
    queryKey: sessionKeys.mine(query),
    queryFn: () => api.get("/api/sessions/mine", { query: { q: query.q, sort: query.sort } }),
    placeholderData: keepPreviousData,
  });
}

export function useSession(id: string | undefined) {
  return useQuery({
    queryKey: sessionKeys.one(id ?? ""),
    queryFn: () => api.get("/api/sessions/:id", { param: { id: id! } }),
    enabled: !!id,
  });
}

export function useSessionByShortId(shortId: string) {
  return useQuery({
    queryKey: sessionKeys.byShortId(shortId),
    queryFn: () => api.get("/api/sessions/by-short-id/:shortId", { param: { shortId } }),
  });
}

/**
 * Every write invalidates the lists; the written session goes straight into the cache. A refusal because
 * a moderator holds the session means the page shows it out of date: it is read again.
 */
function useSessionMutation<TInput>(request: (input: TInput) => Promise<SessionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: ({ session }) => {
      queryClient.setQueryData(sessionKeys.one(session.id), { session });
      void queryClient.invalidateQueries({ queryKey: ["sessions", "mine"] });
      void queryClient.invalidateQueries({ queryKey: ["global-library"] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "SESSION_HELD_BY_MODERATION") {
        void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      }
    },
  });
}

export const useCreateSession = () =>
  useSessionMutation((content: SessionContentInput) => api.post("/api/sessions", { json: content }));

export const useUpdateSession = () =>
  useSessionMutation(({ id, content }: { id: string; content: SessionContentInput }) =>
    api.put("/api/sessions/:id", { param: { id }, json: content }),
  );

export const usePublishSession = () =>
  useSessionMutation(({ id, isPublic }: { id: string; isPublic: boolean }) =>
    api.post(isPublic ? "/api/sessions/:id/publish" : "/api/sessions/:id/unpublish", { param: { id } }),
  );

export const useDuplicateSession = () =>
  useSessionMutation((id: string) => api.post("/api/sessions/:id/duplicate", { param: { id } }));

export const useCopySession = () =>
  useSessionMutation((id: string) => api.post("/api/sessions/:id/copy", { param: { id } }));

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/sessions/:id", { param: { id } }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: sessionKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: ["sessions", "mine"] });
      void queryClient.invalidateQueries({ queryKey: ["global-library"] });
    },
  });
}

export function useReportSession() {
  return useMutation({
    mutationFn: ({ id, report }: { id: string; report: ReportSessionRequest }) =>
      api.post("/api/sessions/:id/reports", { param: { id }, json: report }),
  });
}

/** The author of a session a moderator unpublished asks for it to be reviewed. */
export const useRequestReview = () =>
  useSessionMutation(({ id, message }: { id: string; message: string }) =>
    api.post("/api/sessions/:id/review-request", { param: { id }, json: { message } }),
  );
