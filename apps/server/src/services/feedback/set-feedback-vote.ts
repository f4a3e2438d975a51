import { sql } from "drizzle-orm";
import type { FeedbackItem, FeedbackVoteType } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { feedback, feedbackVotes } from "../../db/schema.ts";
import { findFeedbackItem } from "./feedback-row.ts";

/**
 * Makes `voteType` the user's vote on the item: adds it, switches the other one, or leaves an equal
 * vote alone. One statement, idempotent and race-free: the primary key (feedback_id, user_id) means
 * concurrent identical requests converge on one row without an error, and the trigger of migration
 * 0003 moves the counts in the same statement, so they always equal the rows. Toggling off is the
 * client's call (`removeFeedbackVote`): a duplicated or retried request must never flip the vote.
 * Selecting from `feedback` makes an unknown item insert nothing, answered below as 404.
 */
export async function setFeedbackVote(
  db: Database,
  userId: string,
  feedbackId: string,
  voteType: FeedbackVoteType,
): Promise<FeedbackItem> {
  await db.execute(sql`
    insert into ${feedbackVotes} (feedback_id, user_id, vote_type)
    select ${feedback.id}, ${userId}, ${voteType} from ${feedback} where ${feedback.id} = ${feedbackId}
    on conflict (feedback_id, user_id) do update set vote_type = excluded.vote_type
    where ${feedbackVotes.voteType} is distinct from excluded.vote_type
  `);
  return findFeedbackItem(db, feedbackId, userId);
}
