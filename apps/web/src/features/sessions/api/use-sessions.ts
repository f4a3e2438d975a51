import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  MySessionsQuery,
  ReportSessionRequest,
  SessionContentInput,
  SessionListResponse,
  SessionResponse,
} from "@touchline/contracts";
import { apiFetch, queryString } from "../../../lib/api-client.ts";

export const sessionKeys = {
  all: ["sessions"] as const,
  mine: (query: MySessionsQuery) => ["sessions", "mine", query] as const,
  one: (id: string) => ["sessions", "one", id] as const,
  byShortId: (shortId: string) => ["sessions", "short", shortId] as const,
};

export function useMySessions(query: MySessionsQuery) {
  return useQuery({
    queryKey: sessionKeys.mine(query),
    queryFn: () => apiFetch<SessionListResponse>(`/api/sessions/mine${queryString({ q: query.q, sort: query.sort })}`),
    placeholderData: keepPreviousData,
  });
}

export function useSession(id: string | undefined) {
  return useQuery({
    queryKey: sessionKeys.one(id ?? ""),
    queryFn: () => apiFetch<SessionResponse>(`/api/sessions/${encodeURIComponent(id!)}`),
    enabled: !!id,
  });
}

export function useSessionByShortId(shortId: string) {
  return useQuery({
    queryKey: sessionKeys.byShortId(shortId),
    queryFn: () => apiFetch<SessionResponse>(`/api/sessions/by-short-id/${encodeURIComponent(shortId)}`),
  });
}

/** Every write invalidates the lists; the written session goes straight into the cache. */
function useSessionMutation<TInput>(request: (input: TInput) => Promise<SessionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: ({ session }) => {
      queryClient.setQueryData(sessionKeys.one(session.id), { session });
      void queryClient.invalidateQueries({ queryKey: ["sessions", "mine"] });
      void queryClient.invalidateQueries({ queryKey: ["global-library"] });
    },
  });
}

export const useCreateSession = () =>
  useSessionMutation((content: SessionContentInput) => apiFetch<SessionResponse>("/api/sessions", { body: content }));

export const useUpdateSession = () =>
  useSessionMutation(({ id, content }: { id: string; content: SessionContentInput }) =>
    apiFetch<SessionResponse>(`/api/sessions/${encodeURIComponent(id)}`, { method: "PUT", body: content }),
  );

export const usePublishSession = () =>
  useSessionMutation(({ id, isPublic }: { id: string; isPublic: boolean }) =>
    apiFetch<SessionResponse>(`/api/sessions/${encodeURIComponent(id)}/${isPublic ? "publish" : "unpublish"}`, {
      method: "POST",
    }),
  );

export const useDuplicateSession = () =>
  useSessionMutation((id: string) =>
    apiFetch<SessionResponse>(`/api/sessions/${encodeURIComponent(id)}/duplicate`, { method: "POST" }),
  );

export const useCopySession = () =>
  useSessionMutation((id: string) =>
    apiFetch<SessionResponse>(`/api/sessions/${encodeURIComponent(id)}/copy`, { method: "POST" }),
  );

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ ok: true }>(`/api/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }),
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
      apiFetch<{ ok: true }>(`/api/sessions/${encodeURIComponent(id)}/reports`, { body: report }),
  });
}
