import { eq, sql } from "drizzle-orm";
import type { CurrentUser, FeedbackItem, FeedbackStatus } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { feedback } from "../../db/schema.ts";
import { auditActorOf, recordAuditEntry } from "../audit/record-audit-entry.ts";
import { feedbackNotFound, findFeedbackItem } from "./feedback-row.ts";

/**
 * Sets an item's status (the caller's admin level is checked by the route). `updated_at` moves, and the
 * audit log records the change, only when the status really changes, so saving the same status again
 * does not make it 'Recently Updated'.
 */
export async function updateFeedbackStatus(
  db: Database,
  admin: CurrentUser,
  id: string,
  status: FeedbackStatus,
): Promise<FeedbackItem> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: feedback.status, title: feedback.title })
      .from(feedback)
      .where(eq(feedback.id, id))
      .for("update");
    if (!current) throw feedbackNotFound();
    if (current.status === status) return;
    await tx
      .update(feedback)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(feedback.id, id));
    await recordAuditEntry(tx, auditActorOf(admin), {
      action: "feedback.status_changed",
      targetType: "feedback",
      targetId: id,
      targetLabel: current.title,
      details: { from: current.status, to: status },
    });
  });
  return findFeedbackItem(db, id, admin.id);
}
