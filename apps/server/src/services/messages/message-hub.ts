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

/** One open event stream of this server instance. */
export interface LiveMessageClient {
  userId: string;
  role: Role;
  send(event: MessageStreamEvent): void;
  /**
   * Ends the stream because this instance stops serving it (shutting down, its database closed): the
   * browser is told to reconnect, which a load balancer sends to another instance.
   */
  close(): void;
}

export interface MessageHub {
  /** Registers an open stream; the returned function forgets it. */
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
  { heartbeatMs = MESSAGE_STREAM_HEARTBEAT_MS }: { heartbeatMs?: number } = {},
): Promise<MessageHub> {
  const clients = new Set<LiveMessageClient>();

  const closeEveryClient = () => {
    for (const client of clients) client.close();
    clients.clear();
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
      for (const client of clients) for (const event of eventsFor(client, notification)) client.send(event);
    },
    onReconnect() {
      for (const client of clients) client.send(MESSAGE_STREAM_EVENTS.ready);
    },
    onClose: closeEveryClient,
  });

  return {
    subscribe(client) {
      clients.add(client);
      return () => {
        clients.delete(client);
      };
    },
    get clientCount() {
      return clients.size;
    },
    heartbeatMs,
    async close() {
      closeEveryClient();
      await stopListening();
    },
  };
}
