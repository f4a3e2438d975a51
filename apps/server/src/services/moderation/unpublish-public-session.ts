import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sessionHolds, sessionReports, trainingSessions } from "../../db/schema.ts";
import { type AuditActor, recordAuditEntry } from "../audit/record-audit-entry.ts";
import { sendDirectMessage } from "../messages/send-direct-message.ts";
import { sessionNotFound } from "../sessions/session-row.ts";
import { unpublishedNotice } from "./moderation-notice.ts";

const s = trainingSessions;

/**
 * Staff take a public session out of the global library for `reason`: it becomes private and held so
 * (its author cannot publish it again, only ask for a review), its open reports are resolved, the audit
 * log records it and its author is told why, all in one transaction, so either everything happened or
 * nothing did. A session that is not public answers like a missing one: staff never see private
 * sessions.
 */
export async function unpublishPublicSession(
  db: Database,
  actor: AuditActor,
  sessionId: string,
  reason: string,
): Promise<{ resolvedReports: number }> {
  return db.transaction(async (tx) => {
    // The visibility condition makes two moderators acting at once unpublish (and notify) only once.
    const [session] = await tx
      .update(s)
      .set({ visibility: "private", publishedAt: null })
      .where(and(eq(s.id, sessionId), eq(s.visibility, "public")))
      .returning({ title: s.title, ownerId: s.ownerId });
    if (!session) throw sessionNotFound();

    // A public session has no hold (approving a review deletes it as it publishes), so this one is new.
    await tx.insert(sessionHolds).values({ sessionId, reason });

    const resolved = await tx
      .update(sessionReports)
      .set({ status: "resolved", updatedAt: sql`now()` })
      .where(and(eq(sessionReports.sessionId, sessionId), eq(sessionReports.status, "open")))
      .returning({ id: sessionReports.id });

    await recordAuditEntry(tx, actor, {
      action: "session.unpublished",
      targetType: "session",
      targetId: sessionId,
      targetLabel: session.title,
      reason,
      details: { authorId: session.ownerId, resolvedReports: resolved.length },
    });
    await sendDirectMessage(tx, {
      recipientId: session.ownerId,
      senderId: actor.id,
      ...unpublishedNotice(session.title, reason),
    });
    return { resolvedReports: resolved.length };
  });
}
