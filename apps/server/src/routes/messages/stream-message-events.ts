import { type CurrentUser, MESSAGE_STREAM_EVENTS, type MessageStreamEvent } from "@touchline/contracts";
import type { SSEStreamingApi } from "hono/streaming";
import type { MessageHub } from "../../services/messages/message-hub.ts";

/**
 * Holds one event stream open until the browser goes away or the server shuts down: subscribed to the
 * hub, with a heartbeat comment so proxies do not close an idle connection.
 */
export async function streamMessageEvents(
  stream: SSEStreamingApi,
  hub: MessageHub,
  user: Pick<CurrentUser, "id" | "role">,
  requestSignal: AbortSignal,
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
  const heartbeat = setInterval(() => write("heartbeat", () => stream.write(": heartbeat\n\n")), hub.heartbeatMs);
  try {
    send(MESSAGE_STREAM_EVENTS.ready);
    await ended;
  } finally {
    clearInterval(heartbeat);
    unsubscribe();
  }
}
