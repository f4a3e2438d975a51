import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sessionReports, trainingSessions } from "../../db/schema.ts";
import { type AuditActor, recordAuditEntry } from "../audit/record-audit-entry.ts";
import { sendDirectMessage } from "../messages/send-direct-message.ts";
import { sessionNotFound } from "../sessions/session-row.ts";
import { deletedNotice } from "./moderation-notice.ts";

const s = trainingSessions;

/**
 * Staff delete a public session for `reason` (its reports go with it; copies keep their credit), with
 * the audit line and the author's message in the same transaction. A session that is not public
 * answers like a missing one.
 */
export async function deletePublicSession(
  db: Database,
  actor: AuditActor,
  sessionId: string,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [openReports] = await tx
      .select({ count: count() })
      .from(sessionReports)
      .where(and(eq(sessionReports.sessionId, sessionId), eq(sessionReports.status, "open")));
    const [session] = await tx
      .delete(s)
      .where(and(eq(s.id, sessionId), eq(s.visibility, "public")))
      .returning({ title: s.title, ownerId: s.ownerId });
    if (!session) throw sessionNotFound();

    await recordAuditEntry(tx, actor, {
      action: "session.deleted",
      targetType: "session",
      targetId: sessionId,
      targetLabel: session.title,
      reason,
      details: { authorId: session.ownerId, openReports: openReports?.count ?? 0 },
    });
    await sendDirectMessage(tx, {
      recipientId: session.ownerId,
      senderId: actor.id,
      ...deletedNotice(session.title, reason),
    });
  });
}
