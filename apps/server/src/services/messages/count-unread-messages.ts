import { type CurrentUser, MESSAGES_LIST_LIMIT } from "@touchline/contracts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { adminMessages, messageRecipients } from "../../db/schema.ts";
import { addressedTo } from "./message-row.ts";

/**
 * The bell's number: unread broadcasts among those /messages lists (the newest 20 for the user's
 * audience), so every unread one counted can be opened there and the badge can always reach 0.
 */
export async function countUnreadMessages(db: Database, user: Pick<CurrentUser, "id" | "role">): Promise<number> {
  const listed = db
    .select({ readAt: messageRecipients.readAt })
    .from(adminMessages)
    .leftJoin(
      messageRecipients,
      and(eq(messageRecipients.messageId, adminMessages.id), eq(messageRecipients.recipientId, user.id)),
    )
    .where(addressedTo(user))
    .orderBy(desc(adminMessages.createdAt), desc(adminMessages.id))
    .limit(MESSAGES_LIST_LIMIT)
    .as("listed");
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(listed)
    .where(sql`${listed.readAt} is null`);
  return row?.unread ?? 0;
}
