import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MessageListResponse, SendMessageRequest } from "@touchline/contracts";
import { useEffect } from "react";
import { api } from "../../../lib/api-client.ts";
import { debouncedRefetchFor } from "../lib/debounced-refetch.ts";
import { messageKeys } from "../lib/message-query-keys.ts";

/** Spec §8: a failed messages query is logged, and reads as an empty list with nothing unread. */
function useLoggedError(error: Error | null, what: string) {
  useEffect(() => {
    if (error) console.error(`Loading ${what} failed:`, error);
  }, [error, what]);
}

/** The newest 20 broadcasts for the signed-in user, with their read state. */
export function useMessages() {
  const query = useQuery({
    queryKey: messageKeys.list,
    queryFn: () => api.get("/api/messages"),
  });
  useLoggedError(query.error, "messages");
  return {
    messages: query.isError ? [] : (query.data?.messages ?? []),
    unreadCount: query.isError ? 0 : (query.data?.unreadCount ?? 0),
    isPending: query.isPending && !query.isError,
  };
}

/** The bell's number; 0 while signed out, loading, or after a failed query. */
export function useUnreadCount(isSignedIn: boolean): number {
  const query = useQuery({
    queryKey: messageKeys.unreadCount,
    queryFn: () => api.get("/api/messages/unread-count"),
    enabled: isSignedIn,
  });
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the console's log, for developers
  useLoggedError(query.error, "the unread count");
  return isSignedIn && !query.isError ? (query.data?.unreadCount ?? 0) : 0;
}

/**
 * Marks a broadcast read. The list shows it read at once; then every listener refetches after the
 * debounce (this tab here, other tabs through the server's event).
 */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post("/api/messages/:id/read", { param: { id } }),
    onSuccess: ({ readAt }, id) => {
      queryClient.setQueryData<MessageListResponse>(messageKeys.list, (current) => {
        if (!current) return current;
        const messages = current.messages.map((message) =>
          message.id === id ? { ...message, readAt: message.readAt ?? readAt } : message,
        );
        return { messages, unreadCount: messages.filter((message) => message.readAt === null).length };
      });
      debouncedRefetchFor(queryClient).request(messageKeys.all);
    },
    // Spec §8: logged, and the error stays on the mutation for the caller.
    onError: (error) => console.error("Marking the message read failed:", error),
  });
}

/** Sent broadcasts with read counts (admins). */
export function useSentMessages() {
  return useQuery({
    queryKey: messageKeys.sent,
    queryFn: () => api.get("/api/admin/messages"),
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: SendMessageRequest) => api.post("/api/admin/messages", { json: message }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.sent });
      // The sender may be in the audience too.
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}
