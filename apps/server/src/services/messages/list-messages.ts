import { type CurrentUser, type Message, MESSAGES_LIST_LIMIT } from "@touchline/contracts";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { adminMessages, messageRecipients } from "../../db/schema.ts";
import { addressedTo, messageColumns, toMessageFields } from "./message-row.ts";

/**
 * The newest broadcasts addressed to `user`'s audience (spec §7: newest first, at most 20), each with
 * the user's read time, and how many of them are unread. A broadcast without a receipt row is unread.
 */
export async function listMessages(
  db: Database,
  user: Pick<CurrentUser, "id" | "role">,
): Promise<{ messages: Message[]; unreadCount: number }> {
  const rows = await db
    .select({ ...messageColumns, readAt: messageRecipients.readAt })
    .from(adminMessages)
    .leftJoin(
      messageRecipients,
      and(eq(messageRecipients.messageId, adminMessages.id), eq(messageRecipients.recipientId, user.id)),
    )
    .where(addressedTo(user))
    .orderBy(desc(adminMessages.createdAt), desc(adminMessages.id))
    .limit(MESSAGES_LIST_LIMIT);
  const messages = rows.map(({ readAt, ...row }) => ({
    ...toMessageFields(row),
    readAt: readAt?.toISOString() ?? null,
  }));
  return { messages, unreadCount: messages.filter((message) => message.readAt === null).length };
}
