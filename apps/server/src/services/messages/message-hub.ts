import {
  audiencesVisibleTo,
  hasLevel,
  MESSAGE_STREAM_EVENTS,
  MESSAGE_STREAM_HEARTBEAT_MS,
  type MessageStreamEvent,
  type Role,
} from "@touchline/contracts";
import type { DatabaseHandle } from "../../db/client.ts";
import { MESSAGES_CHANNEL, type MessageNotification, MessageNotificationSchema } from "./message-notification.ts";

/**
 * Why the hub ends a stream its browser still holds:
 * - `shutdown`: this instance stops serving it (shutting down, its database closed); the browser is told to
 *   reconnect, which a load balancer sends to another instance;
 * - `access-changed`: what the account may receive changed (level, suspension, sign-out, deletion); the
 *   browser's reconnection is checked like any request, so it gets the new level or a 401;
 * - `replaced`: the account opened more streams on this instance than it may hold, and this, its oldest,
 *   gives way to the newest.
 */
export type StreamEnding = "shutdown" | "access-changed" | "replaced";

/** One open event stream of this server instance. */
export interface LiveMessageClient {
  userId: string;
  /** The sign-in session the stream was opened with. */
  sessionId: string;
  /** The level the stream was opened with: it decides which broadcasts the stream hears of. */
  role: Role;
  send(event: MessageStreamEvent): void;
  /** Ends the stream; the hub has forgotten it already, so it gets no further event. */
  end(reason: StreamEnding): void;
  /** Looks the session and its level up again now, and ends the stream if either changed. */
  checkAccess(): void;
}

/** How many streams one account may hold open on one instance: one per tab, and ten tabs is plenty. */
export const LIVE_STREAMS_PER_ACCOUNT = 10;

export interface MessageHub {
  /**
   * Registers an open stream; the returned function forgets it. An account over its limit on this instance
   * loses its oldest stream, so the tab opened last is always live.
   */
  subscribe(client: LiveMessageClient): () => void;
  /** Open streams on this instance. */
  readonly clientCount: number;
  /** How often each stream gets a heartbeat comment. */
  readonly heartbeatMs: number;
  close(): Promise<void>;
}

/** Which event, if any, `client` gets for `notification`: never one about a broadcast it may not see. */
export function eventsFor(
  client: Pick<LiveMessageClient, "userId" | "role">,
  notification: MessageNotification,
): MessageStreamEvent[] {
  // Not an event: the hub ends the account's streams instead.
  if (notification.kind === "access-changed") return [];
  const events: MessageStreamEvent[] = [];
  const isRecipient =
    notification.kind === "message-read"
      ? notification.userId === client.userId
      : notification.audience === "user"
        ? notification.recipientId === client.userId
        : audiencesVisibleTo(client.role).includes(notification.audience);
  if (isRecipient) events.push(MESSAGE_STREAM_EVENTS.unreadChanged);
  // Admins watch read counts: a new broadcast adds a row, a read changes a count.
  if (hasLevel(client.role, "admin")) events.push(MESSAGE_STREAM_EVENTS.readCountsChanged);
  return events;
}

/**
 * Keeps this instance's open message streams and, on every notification from the database (from any
 * instance, this one included), tells each affected stream to fetch again.
 */
export async function createMessageHub(
  database: Pick<DatabaseHandle, "listen">,
  {
    heartbeatMs = MESSAGE_STREAM_HEARTBEAT_MS,
    streamsPerAccount = LIVE_STREAMS_PER_ACCOUNT,
  }: { heartbeatMs?: number; streamsPerAccount?: number } = {},
): Promise<MessageHub> {
  // A Set keeps insertion order, so each account's streams are listed oldest first.
  const clientsByUser = new Map<string, Set<LiveMessageClient>>();
  let clientCount = 0;
  const everyClient = () => [...clientsByUser.values()].flatMap((own) => [...own]);

  const forget = (client: LiveMessageClient): boolean => {
    const own = clientsByUser.get(client.userId);
    if (!own?.delete(client)) return false;
    clientCount -= 1;
    if (own.size === 0) clientsByUser.delete(client.userId);
    return true;
  };
  const end = (client: LiveMessageClient, reason: StreamEnding) => {
    if (forget(client)) client.end(reason);
  };

  const endAccessOf = ({ userId, sessionId }: { userId: string; sessionId?: string | undefined }) => {
    for (const client of [...(clientsByUser.get(userId) ?? [])]) {
      if (!sessionId || client.sessionId === sessionId) end(client, "access-changed");
    }
  };

  const stopListening = await database.listen(MESSAGES_CHANNEL, {
    onNotification(payload) {
      let notification: MessageNotification;
      try {
        notification = MessageNotificationSchema.parse(JSON.parse(payload));
      } catch {
        console.error("[messages] ignored a malformed notification:", payload.slice(0, 200));
        return;
      }
      if (notification.kind === "access-changed") return endAccessOf(notification);
      for (const own of clientsByUser.values()) {
        for (const client of own) for (const event of eventsFor(client, notification)) client.send(event);
      }
    },
    onReconnect() {
      // Whatever was sent meanwhile is lost: a level change or a sign-out among it, too.
      for (const client of everyClient()) {
        client.send(MESSAGE_STREAM_EVENTS.ready);
        client.checkAccess();
      }
    },
    onClose: () => {
      for (const client of everyClient()) end(client, "shutdown");
    },
  });

  return {
    subscribe(client) {
      let own = clientsByUser.get(client.userId);
      if (!own) clientsByUser.set(client.userId, (own = new Set()));
      own.add(client);
      clientCount += 1;
      for (const oldest of [...own].slice(0, Math.max(0, own.size - streamsPerAccount))) end(oldest, "replaced");
      return () => {
        forget(client);
      };
    },
    get clientCount() {
      return clientCount;
    },
    heartbeatMs,
    async close() {
      for (const client of everyClient()) end(client, "shutdown");
      await stopListening();
    },
  };
}
