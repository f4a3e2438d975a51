import { MessageAudienceSchema } from "@touchline/contracts";
import { z } from "zod";
import { type Database, notifyChannel } from "../../db/client.ts";

/** The PostgreSQL channel every server instance LISTENs on for broadcast changes. */
export const MESSAGES_CHANNEL = "touchline_messages";

/**
 * What one instance tells the others (and itself) through NOTIFY. Ids only, never content: a payload
 * stays far below NOTIFY's 8000-byte limit and carries nothing a listener could leak.
 */
export const MessageNotificationSchema = z.discriminatedUnion("kind", [
  /** `recipientId` is set for a message to one user (audience `user`). */
  z.object({
    kind: z.literal("message-sent"),
    id: z.string(),
    audience: MessageAudienceSchema,
    recipientId: z.string().optional(),
  }),
  z.object({ kind: z.literal("message-read"), userId: z.string() }),
  /**
   * What the account may receive changed: its level, a suspension, a sign-out, a password reset or its
   * deletion. Every stream of the account ends (with `sessionId`, only that sign-in session's); the
   * browser's reconnection is then checked like any request, so it gets the new rights or a 401.
   */
  z.object({ kind: z.literal("access-changed"), userId: z.string(), sessionId: z.string().optional() }),
]);
export type MessageNotification = z.infer<typeof MessageNotificationSchema>;

/** Sends `notification` through `db`; given a transaction, it goes out only if the transaction commits. */
export function publishMessageNotification(db: Database, notification: MessageNotification): Promise<void> {
  return notifyChannel(db, MESSAGES_CHANNEL, JSON.stringify(notification));
}

/** Ends the account's live streams on every instance; given a transaction, only once it commits. */
export function publishAccessChange(db: Database, userId: string, sessionId?: string): Promise<void> {
  return publishMessageNotification(db, { kind: "access-changed", userId, ...(sessionId ? { sessionId } : {}) });
}
