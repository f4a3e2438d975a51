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
 *
 * The server ends a stream when the account's access changes (a new level, a suspension, a sign-out). An
 * EventSource cannot tell a 401 from a lost connection, so the first reconnection in a row also fetches
 * the messages again: when the session is over, that answer's 401 shows the signed-out state, which ends this
 * hook instead of leaving it knocking every 10 s. A stream `replaced` by a newer tab of the same account
 * reconnects only when its page is looked at again, or the tabs would push each other out in turn.
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
    let isWaitingToBeSeen = false;

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
      current.addEventListener(MESSAGE_STREAM_EVENTS.replaced, () => {
        current.close();
        if (isStopped || source !== current) return;
        source = null;
        isWaitingToBeSeen = true;
      });
      current.onerror = () => {
        current.close();
        if (isStopped || source !== current) return;
        source = null;
        // Asked with the reconnection, not at once: when this browser itself ended the session (a password
        // changed here), the answer that brings its new cookie has arrived by then.
        const asksForMessages = failedAttempts === 0;
        retryTimer = setTimeout(() => {
          if (asksForMessages) refetch.request(messageKeys.all);
          connect();
        }, reconnectDelayMs(failedAttempts));
        failedAttempts += 1;
      };
    };
    const reconnectOnceSeen = () => {
      if (isStopped || !isWaitingToBeSeen || document.visibilityState !== "visible") return;
      isWaitingToBeSeen = false;
      connect();
    };

    connect();
    document.addEventListener("visibilitychange", reconnectOnceSeen);
    window.addEventListener("focus", reconnectOnceSeen);
    return () => {
      isStopped = true;
      clearTimeout(retryTimer);
      source?.close();
      source = null;
      document.removeEventListener("visibilitychange", reconnectOnceSeen);
      window.removeEventListener("focus", reconnectOnceSeen);
    };
  }, [userId, queryClient]);
}
