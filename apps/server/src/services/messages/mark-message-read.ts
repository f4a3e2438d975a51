import { type CurrentUser, type MarkMessageReadResponse } from "@touchline/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { adminMessages, messageRecipients } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { publishMessageNotification } from "./message-notification.ts";
import { addressedTo } from "./message-row.ts";

/**
 * Marks a broadcast read for `user`, creating the receipt row when there is none (spec §4). One upsert
 * that keeps the first read time, so any number of concurrent calls leave one row and one `read_at`.
 * The user's other tabs and devices hear about it only when this call is the one that read it.
 */
export async function markMessageRead(
  db: Database,
  user: Pick<CurrentUser, "id" | "role">,
  messageId: string,
): Promise<MarkMessageReadResponse> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select({ id: adminMessages.id })
      .from(adminMessages)
      .where(and(eq(adminMessages.id, messageId), addressedTo(user)));
    // A message for another audience or another user answers exactly like a missing one.
    if (!message) throw new AppError("NOT_FOUND", "There is no such message.");
    const [receipt] = await tx
      .insert(messageRecipients)
      .values({ messageId, recipientId: user.id, readAt: sql`now()` })
      .onConflictDoUpdate({
        target: [messageRecipients.messageId, messageRecipients.recipientId],
        set: { readAt: sql`coalesce(${messageRecipients.readAt}, now())` },
      })
      // now() is this transaction's start time, so only a read time set by this statement equals it.
      .returning({ readAt: messageRecipients.readAt, isNewlyRead: sql<boolean>`${messageRecipients.readAt} = now()` });
    if (!receipt?.readAt) throw new Error("The read receipt was not written");
    if (receipt.isNewlyRead) await publishMessageNotification(tx, { kind: "message-read", userId: user.id });
    return { readAt: receipt.readAt.toISOString() };
  });
}
