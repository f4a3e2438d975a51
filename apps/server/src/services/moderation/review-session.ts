import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { trainingSessions } from "../../db/schema.ts";
import { type AuditActor, recordAuditEntry } from "../audit/record-audit-entry.ts";
import { sessionNotFound } from "../sessions/session-row.ts";

const s = trainingSessions;

/**
 * A moderator has looked at a public session: it leaves the dashboard's unreviewed list until it is
 * published again. Marked and audited together. A session that is not public answers like a missing one.
 */
export async function reviewSession(
  db: Database,
  actor: AuditActor,
  reviewerId: string,
  sessionId: string,
): Promise<{ reviewedAt: string }> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .update(s)
      .set({ reviewedAt: sql`now()`, reviewedById: reviewerId })
      .where(and(eq(s.id, sessionId), eq(s.visibility, "public")))
      .returning({ title: s.title, reviewedAt: s.reviewedAt });
    if (!session?.reviewedAt) throw sessionNotFound();
    await recordAuditEntry(tx, actor, {
      action: "session.reviewed",
      targetType: "session",
      targetId: sessionId,
      targetLabel: session.title,
    });
    return { reviewedAt: session.reviewedAt.toISOString() };
  });
}
