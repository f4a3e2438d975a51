import {
  type CurrentUser,
  MESSAGE_STREAM_EVENTS,
  MESSAGE_STREAM_RECONNECT_DELAYS_MS,
  type MessageStreamEvent,
} from "@touchline/contracts";
import type { SSEStreamingApi } from "hono/streaming";
import type { MessageHub } from "../../services/messages/message-hub.ts";

/**
 * Holds one event stream open until the browser goes away, the server shuts down or the stream's sign-in
 * session ends: subscribed to the hub, with a heartbeat comment so proxies do not close an idle
 * connection. Before each heartbeat the session is looked up (`sessionIsLive`, one primary-key query), so
 * a stream outlives a sign-out or suspension, on whichever instance it happened, by one heartbeat
 * interval at most.
 */
export async function streamMessageEvents(
  stream: SSEStreamingApi,
  hub: MessageHub,
  user: Pick<CurrentUser, "id" | "role">,
  requestSignal: AbortSignal,
  sessionIsLive: () => Promise<boolean>,
): Promise<void> {
  let endStream = () => {};
  const ended = new Promise<void>((resolve) => {
    endStream = resolve;
  });
  stream.onAbort(endStream);
  requestSignal.addEventListener("abort", endStream, { once: true });

  // Every event means "fetch again", so one still waiting to be written makes another copy pointless:
  // a client that reads slowly holds at most one of each, never a growing queue.
  const waiting = new Set<string>();
  const write = (key: string, chunk: () => Promise<unknown>) => {
    if (waiting.has(key) || stream.aborted || stream.closed) return;
    waiting.add(key);
    void chunk().finally(() => waiting.delete(key));
  };
  const send = (event: MessageStreamEvent) => write(event, () => stream.writeSSE({ event, data: "{}" }));

  // The stream's last words when this instance stops serving it: SSE's `retry` field, then the end of the
  // stream, on which the web client reconnects (its own delays; a bare EventSource would use this one). A
  // client too slow to take it within a second is cut off anyway, so shutting down never waits on it.
  const sendAway = () => {
    if (stream.aborted || stream.closed) return endStream();
    const told = stream.write(`retry: ${MESSAGE_STREAM_RECONNECT_DELAYS_MS[0]}\n\n`).catch(() => {});
    const giveUp = new Promise((resolve) => setTimeout(resolve, 1_000).unref());
    void Promise.race([told, giveUp]).finally(endStream);
  };
  const unsubscribe = hub.subscribe({ userId: user.id, role: user.role, send, close: sendAway });
  const beat = async () => {
    if (!(await sessionIsLive())) return endStream();
    await stream.write(": heartbeat\n\n");
  };
  // A check still running (a slow database) makes the next tick wait its turn, as a slow write does.
  const heartbeat = setInterval(() => write("heartbeat", () => beat().catch(() => {})), hub.heartbeatMs);
  try {
    send(MESSAGE_STREAM_EVENTS.ready);
    await ended;
  } finally {
    clearInterval(heartbeat);
    unsubscribe();
  }
}
