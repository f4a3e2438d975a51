import type { SentMessage } from "@touchline/contracts";
import { desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { adminMessages, messageRecipients } from "../../db/schema.ts";
import { countAudiences } from "./count-audiences.ts";
import { messageColumns, toMessageFields } from "./message-row.ts";

/** The admin list is a recent history, not an archive. */
export const MAX_LISTED_SENT_MESSAGES = 100;

/** Sent broadcasts, newest first, each with how many recipients have read it; notices to one user are in the audit log instead. */
export async function listSentMessages(db: Database): Promise<SentMessage[]> {
  const [rows, audienceSizes] = await Promise.all([
    db
      .select({ ...messageColumns, readCount: sql<number>`count(${messageRecipients.readAt})::int` })
      .from(adminMessages)
      .leftJoin(messageRecipients, eq(messageRecipients.messageId, adminMessages.id))
      .where(ne(adminMessages.targetAudience, "user"))
      .groupBy(adminMessages.id)
      .orderBy(desc(adminMessages.createdAt), desc(adminMessages.id))
      .limit(MAX_LISTED_SENT_MESSAGES),
    countAudiences(db),
  ]);
  // The query leaves notices to one user out; the check tells the type checker so.
  return rows.flatMap(({ readCount, targetAudience, ...row }) =>
    targetAudience === "user"
      ? []
      : [
          {
            ...toMessageFields({ ...row, targetAudience }),
            targetAudience,
            readCount,
            audienceSize: audienceSizes[targetAudience],
          },
        ],
  );
}
