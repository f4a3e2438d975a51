import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminSessionsQuery, ReportQueueQuery } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";

/** Every moderation query starts with this key: one invalidation after an action reloads them all. */
const MODERATION_KEY = ["moderation"] as const;

export function useReportQueue(query: ReportQueueQuery) {
  return useQuery({
    queryKey: [...MODERATION_KEY, "reports", query],
    queryFn: () => api.get("/api/admin/reports", { query }),
    placeholderData: keepPreviousData,
  });
}

export function useSessionReports(sessionId: string | null) {
  return useQuery({
    queryKey: [...MODERATION_KEY, "session-reports", sessionId],
    queryFn: () => api.get("/api/admin/reports/:sessionId", { param: { sessionId: sessionId! } }),
    enabled: sessionId !== null,
  });
}

export function useAdminSessions(query: AdminSessionsQuery) {
  return useQuery({
    queryKey: [...MODERATION_KEY, "sessions", query],
    queryFn: () => api.get("/api/admin/sessions", { query }),
    placeholderData: keepPreviousData,
  });
}

export function useModerationDashboard() {
  return useQuery({
    queryKey: [...MODERATION_KEY, "dashboard"],
    queryFn: () => api.get("/api/admin/moderation"),
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
    api.post("/api/admin/reports/:sessionId/dismiss", { param: { sessionId }, json: { note } }),
  );
}

export function useUnpublishSession() {
  return useModerationMutation(({ sessionId, reason }: { sessionId: string; reason: string }) =>
    api.post("/api/admin/sessions/:id/unpublish", { param: { id: sessionId }, json: { reason } }),
  );
}

export function useDeleteSession() {
  return useModerationMutation(({ sessionId, reason }: { sessionId: string; reason: string }) =>
    api.post("/api/admin/sessions/:id/delete", { param: { id: sessionId }, json: { reason } }),
  );
}

export function useReviewSession() {
  return useModerationMutation((sessionId: string) =>
    api.post("/api/admin/sessions/:id/review", { param: { id: sessionId } }),
  );
}

export function useApproveReview() {
  return useModerationMutation((sessionId: string) =>
    api.post("/api/admin/sessions/:id/review-request/approve", { param: { id: sessionId } }),
  );
}

export function useDeclineReview() {
  return useModerationMutation(({ sessionId, reason }: { sessionId: string; reason: string }) =>
    api.post("/api/admin/sessions/:id/review-request/decline", { param: { id: sessionId }, json: { reason } }),
  );
}
