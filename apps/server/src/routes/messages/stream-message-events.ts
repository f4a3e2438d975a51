import {
  MESSAGE_STREAM_EVENTS,
  MESSAGE_STREAM_RECONNECT_DELAYS_MS,
  type MessageStreamEvent,
  type Role,
} from "@touchline/contracts";
import type { SSEStreamingApi } from "hono/streaming";
import type { MessageHub, StreamEnding } from "../../services/messages/message-hub.ts";

/** Whose stream it is, and how to learn whether that still holds. */
export interface StreamOwner {
  userId: string;
  sessionId: string;
  /** The level the access check found: the stream hears of the broadcasts this level may see. */
  role: Role;
  /** The level the session gives now, or null once it is over (`sessionRole`). */
  currentRole(): Promise<Role | null>;
}

/**
 * Holds one event stream open until the browser goes away, the server shuts down or what the stream was
 * opened with changes: subscribed to the hub, with a heartbeat comment so proxies do not close an idle
 * connection. A level change, suspension, sign-out or deletion reaches the hub of every instance as a
 * notification, which ends the account's streams at once. The session and level are also looked up
 * (`currentRole`, one primary-key query) right after subscribing, for a change made while the stream was
 * being opened, and before each heartbeat, for one whose notification was lost with the database's
 * listening connection.
 */
export async function streamMessageEvents(
  stream: SSEStreamingApi,
  hub: MessageHub,
  owner: StreamOwner,
  requestSignal: AbortSignal,
): Promise<void> {
  let isEnded = false;
  let endStream = () => {};
  const ended = new Promise<void>((resolve) => {
    endStream = () => {
      isEnded = true;
      resolve();
    };
  });
  stream.onAbort(endStream);
  requestSignal.addEventListener("abort", endStream, { once: true });

  // Every event means "fetch again", so one still waiting to be written makes another copy pointless:
  // a client that reads slowly holds at most one of each, never a growing queue.
  const waiting = new Set<string>();
  const write = (key: string, chunk: () => Promise<unknown>) => {
    if (isEnded || waiting.has(key) || stream.aborted || stream.closed) return;
    waiting.add(key);
    void chunk().finally(() => waiting.delete(key));
  };
  const send = (event: MessageStreamEvent) => write(event, () => stream.writeSSE({ event, data: "{}" }));

  // A stream's last words before it ends, then the end. A client too slow to take them within a second is
  // cut off anyway, so ending never waits on it.
  const sayLastWords = (words: () => Promise<unknown>) => {
    if (isEnded || stream.aborted || stream.closed) return endStream();
    const told = words().catch(() => {});
    const giveUp = new Promise((resolve) => setTimeout(resolve, 1_000).unref());
    isEnded = true;
    void Promise.race([told, giveUp]).finally(endStream);
  };
  const endFor = (reason: StreamEnding) => {
    switch (reason) {
      // SSE's `retry` field: the web client reconnects on the end (its own delays; a bare EventSource
      // would use this one), and a load balancer sends it to another instance.
      case "shutdown":
        return sayLastWords(() => stream.write(`retry: ${MESSAGE_STREAM_RECONNECT_DELAYS_MS[0]}\n\n`));
      case "replaced":
        return sayLastWords(() => stream.writeSSE({ event: MESSAGE_STREAM_EVENTS.replaced, data: "{}" }));
      // Nothing more for this stream: the reconnection's own access check says what the account gets now.
      case "access-changed":
        return endStream();
    }
  };

  let unsubscribe = () => {};
  const accessHolds = async () => {
    if ((await owner.currentRole()) === owner.role) return true;
    unsubscribe();
    endStream();
    return false;
  };
  const checkAccess = () => write("access", () => accessHolds().catch(() => {}));
  unsubscribe = hub.subscribe({
    userId: owner.userId,
    sessionId: owner.sessionId,
    role: owner.role,
    send,
    end: endFor,
    checkAccess,
  });
  const beat = async () => {
    if (await accessHolds()) await stream.write(": heartbeat\n\n");
  };
  // A check still running (a slow database) makes the next tick wait its turn, as a slow write does.
  const heartbeat = setInterval(() => write("heartbeat", () => beat().catch(() => {})), hub.heartbeatMs);
  try {
    send(MESSAGE_STREAM_EVENTS.ready);
    checkAccess();
    await ended;
  } finally {
    clearInterval(heartbeat);
    unsubscribe();
  }
}
