import { and, eq, ne, sql } from "drizzle-orm";
import type { FeedbackItem, FeedbackStatus } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { feedback } from "../../db/schema.ts";
import { findFeedbackItem } from "./feedback-row.ts";

/**
 * Sets an item's status (the caller's admin level is checked by the route). `updated_at` moves only
 * when the status really changes, so saving the same status again does not make it 'Recently Updated'.
 */
export async function updateFeedbackStatus(db: Database, adminId: string, id: string, status: FeedbackStatus): Promise<FeedbackItem> {
  await db
    .update(feedback)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(feedback.id, id), ne(feedback.status, status)));
  return findFeedbackItem(db, id, adminId);
}
