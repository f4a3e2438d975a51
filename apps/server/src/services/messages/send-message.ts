import { randomUUID } from "node:crypto";
import type { CurrentUser, SendMessageInput, SentMessage } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { adminMessages } from "../../db/schema.ts";
import { auditActorOf, recordAuditEntry } from "../audit/record-audit-entry.ts";
import { countAudiences } from "./count-audiences.ts";
import { publishMessageNotification } from "./message-notification.ts";
import { messageColumns, toMessageFields } from "./message-row.ts";

/**
 * Stores a broadcast, announces it to every server instance and writes its audit line, in one transaction: the notification
 * leaves only once the message is there to be fetched. No receipt rows are written: a recipient's row
 * appears when they read it. The caller has checked that the sender is an admin.
 */
export async function sendMessage(db: Database, sender: CurrentUser, input: SendMessageInput): Promise<SentMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminMessages)
      .values({ id: randomUUID(), senderId: sender.id, ...input })
      .returning(messageColumns);
    if (!row) throw new Error("The message was not stored");
    await publishMessageNotification(tx, { kind: "message-sent", id: row.id, audience: row.targetAudience });
    await recordAuditEntry(tx, auditActorOf(sender), {
      action: "message.broadcast",
      targetType: "message",
      targetId: row.id,
      targetLabel: row.title,
      details: { audience: input.targetAudience, isUrgent: input.isUrgent },
    });
    const audienceSizes = await countAudiences(tx);
    return {
      ...toMessageFields(row),
      targetAudience: input.targetAudience,
      readCount: 0,
      audienceSize: audienceSizes[input.targetAudience],
    };
  });
}
