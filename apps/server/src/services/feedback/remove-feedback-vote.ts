import { and, eq } from "drizzle-orm";
import type { FeedbackItem } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { feedbackVotes } from "../../db/schema.ts";
import { findFeedbackItem } from "./feedback-row.ts";

/**
 * Takes back the user's vote on the item, whichever it was; without a vote there is nothing to do, so
 * repeating it is harmless. The trigger of migration 0003 lowers the count in the same statement.
 */
export async function removeFeedbackVote(db: Database, userId: string, feedbackId: string): Promise<FeedbackItem> {
  await db.delete(feedbackVotes).where(and(eq(feedbackVotes.feedbackId, feedbackId), eq(feedbackVotes.userId, userId)));
  return findFeedbackItem(db, feedbackId, userId);
}
