import { useQueryClient } from "@tanstack/react-query";
import { MESSAGE_STREAM_EVENTS } from "@touchline/contracts";
import { useEffect } from "react";
import { debouncedRefetchFor } from "../lib/debounced-refetch.ts";
import { messageKeys } from "../lib/message-query-keys.ts";
import { reconnectDelayMs } from "../lib/reconnect-delay.ts";

export const MESSAGE_STREAM_URL = "/api/messages/stream";

/**
 * Keeps the messages queries current while `userId` is signed in: listens to the server's event stream
 * and refetches (debounced) when it says something changed. The browser's own EventSource retry is
 * replaced by ours so the waits follow the spec: 1, 2, 5, then 10 s, starting over once connected.
 */
export function useLiveMessages(userId: string | null | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === "undefined") return;
    const refetch = debouncedRefetchFor(queryClient);
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failedAttempts = 0;
    let isStopped = false;

    const connect = () => {
      const current = new EventSource(MESSAGE_STREAM_URL, { withCredentials: true });
      source = current;
      // Sent on every (re)connection: what happened while disconnected is unknown, so fetch it all.
      current.addEventListener(MESSAGE_STREAM_EVENTS.ready, () => {
        failedAttempts = 0;
        refetch.request(messageKeys.all);
        refetch.request(messageKeys.sent);
      });
      current.addEventListener(MESSAGE_STREAM_EVENTS.unreadChanged, () => refetch.request(messageKeys.all));
      current.addEventListener(MESSAGE_STREAM_EVENTS.readCountsChanged, () => refetch.request(messageKeys.sent));
      current.onerror = () => {
        current.close();
        if (isStopped || source !== current) return;
        source = null;
        retryTimer = setTimeout(connect, reconnectDelayMs(failedAttempts));
        failedAttempts += 1;
      };
    };

    connect();
    return () => {
      isStopped = true;
      clearTimeout(retryTimer);
      source?.close();
      source = null;
    };
  }, [userId, queryClient]);
}
