import { randomUUID } from "node:crypto";
import type { MessageType } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { adminMessages } from "../../db/schema.ts";
import { publishMessageNotification } from "./message-notification.ts";

export interface DirectMessageInput {
  recipientId: string;
  senderId: string | null;
  title: string;
  content: string;
  messageType?: MessageType;
}

/**
 * Writes a message for one user alone (audience `user`), such as the reason their session was
 * unpublished, and lights up that user's bell on every instance. Give it the transaction of the action
 * it explains: the message and its notification exist exactly when the action committed.
 */
export async function sendDirectMessage(tx: Database, input: DirectMessageInput): Promise<void> {
  const id = randomUUID();
  await tx.insert(adminMessages).values({
    id,
    senderId: input.senderId,
    recipientId: input.recipientId,
    targetAudience: "user",
    messageType: input.messageType ?? "warning",
    title: input.title,
    content: input.content,
  });
  await publishMessageNotification(tx, { kind: "message-sent", id, audience: "user", recipientId: input.recipientId });
}
