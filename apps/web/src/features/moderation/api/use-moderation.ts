import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AcceptedResponse,
  AdminSessionsQuery,
  AdminSessionsResponse,
  DismissReportsResponse,
  ModerationDashboardResponse,
  ReportQueueQuery,
  ReportQueueResponse,
  ReviewSessionResponse,
  SessionReportsResponse,
  UnpublishSessionResponse,
} from "@touchline/contracts";
import { apiFetch, queryString } from "../../../lib/api-client.ts";

/** Every moderation query starts with this key: one invalidation after an action reloads them all. */
const MODERATION_KEY = ["moderation"] as const;

const sessionPath = (id: string) => `/api/admin/sessions/${encodeURIComponent(id)}`;

export function useReportQueue(query: ReportQueueQuery) {
  return useQuery({
    queryKey: [...MODERATION_KEY, "reports", query],
    queryFn: () => apiFetch<ReportQueueResponse>(`/api/admin/reports${queryString(query)}`),
    placeholderData: keepPreviousData,
  });
}

export function useSessionReports(sessionId: string | null) {
  return useQuery({
    queryKey: [...MODERATION_KEY, "session-reports", sessionId],
    queryFn: () => apiFetch<SessionReportsResponse>(`/api/admin/reports/${encodeURIComponent(sessionId!)}`),
    enabled: sessionId !== null,
  });
}

export function useAdminSessions(query: AdminSessionsQuery) {
  return useQuery({
    queryKey: [...MODERATION_KEY, "sessions", query],
    queryFn: () => apiFetch<AdminSessionsResponse>(`/api/admin/sessions${queryString(query)}`),
    placeholderData: keepPreviousData,
  });
}

export function useModerationDashboard() {
  return useQuery({
    queryKey: [...MODERATION_KEY, "dashboard"],
    queryFn: () => apiFetch<ModerationDashboardResponse>("/api/admin/moderation"),
  });
}

/**
 * A moderation action: on success every moderation list is reloaded. The reload is not awaited, so a
 * screen that moves on after the action (a session's reports, back to the queue) does not first show
 * its session gone.
 */
function useModerationMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MODERATION_KEY });
    },
  });
}

export function useDismissReports() {
  return useModerationMutation(({ sessionId, note }: { sessionId: string; note: string }) =>
    apiFetch<DismissReportsResponse>(`/api/admin/reports/${encodeURIComponent(sessionId)}/dismiss`, { body: { note } }),
  );
}

export function useUnpublishSession() {
  return useModerationMutation(({ sessionId, reason }: { sessionId: string; reason: string }) =>
    apiFetch<UnpublishSessionResponse>(`${sessionPath(sessionId)}/unpublish`, { body: { reason } }),
  );
}

export function useDeleteSession() {
  return useModerationMutation(({ sessionId, reason }: { sessionId: string; reason: string }) =>
    apiFetch<AcceptedResponse>(`${sessionPath(sessionId)}/delete`, { body: { reason } }),
  );
}

export function useReviewSession() {
  return useModerationMutation((sessionId: string) =>
    apiFetch<ReviewSessionResponse>(`${sessionPath(sessionId)}/review`, { method: "POST" }),
  );
}
