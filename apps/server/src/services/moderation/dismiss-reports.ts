import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sessionReports } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { type AuditActor, recordAuditEntry } from "../audit/record-audit-entry.ts";
import { sessionNotFound } from "../sessions/session-row.ts";
import { findReportedSession } from "./reported-session.ts";

/**
 * Dismisses every open report on a session: the moderator found nothing to act on. The reports and
 * the audit line change together. Nothing open to dismiss is a conflict (someone else got there first).
 */
export async function dismissReports(
  db: Database,
  actor: AuditActor,
  sessionId: string,
  note: string,
): Promise<{ dismissed: number }> {
  const session = await findReportedSession(db, sessionId);
  return db.transaction(async (tx) => {
    const dismissed = await tx
      .update(sessionReports)
      .set({ status: "dismissed", updatedAt: sql`now()` })
      .where(and(eq(sessionReports.sessionId, sessionId), eq(sessionReports.status, "open")))
      .returning({ id: sessionReports.id });
    if (dismissed.length === 0) {
      // A private session without open reports is none of the moderators' business: it answers like a missing one.
      if (!session.isPublic) throw sessionNotFound();
      throw new AppError("CONFLICT", "This session has no open reports to dismiss.");
    }
    await recordAuditEntry(tx, actor, {
      action: "report.dismissed",
      targetType: "session",
      targetId: sessionId,
      // A session no longer public keeps its title from staff, in the log too.
      targetLabel: session.title ?? "",
      reason: note,
      details: { reports: dismissed.length },
    });
    return { dismissed: dismissed.length };
  });
}
