import { type CurrentUser, MESSAGE_STREAM_EVENTS, type MessageStreamEvent } from "@touchline/contracts";
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

  const unsubscribe = hub.subscribe({ userId: user.id, role: user.role, send, close: endStream });
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
