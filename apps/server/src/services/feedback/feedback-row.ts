import { and, eq, type SQL, sql } from "drizzle-orm";
import type { FeedbackItem, FeedbackVoteType } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { feedback, feedbackVotes, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * What an item read selects. The author's name is "first last" trimmed, null when the author deleted
 * their account or gave no name; `myVote` comes from the caller's own vote row (left-joined).
 */
const itemColumns = {
  id: feedback.id,
  title: feedback.title,
  description: feedback.description,
  category: feedback.category,
  status: feedback.status,
  upvotes: feedback.upvotes,
  downvotes: feedback.downvotes,
  authorName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
  createdAt: feedback.createdAt,
  updatedAt: feedback.updatedAt,
  myVote: sql<FeedbackVoteType | null>`${feedbackVotes.voteType}`,
};

type ItemRecord = Awaited<ReturnType<typeof selectItems>>[number];

/**
 * Items with their author and the viewer's vote, filtered by `where`. A visitor (`viewerId` null)
 * joins no vote row, so `myVote` is null for them.
 */
export function selectItems(db: Database, viewerId: string | null, where: SQL | undefined) {
  return db
    .select(itemColumns)
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .leftJoin(
      feedbackVotes,
      viewerId === null
        ? sql`false`
        : and(eq(feedbackVotes.feedbackId, feedback.id), eq(feedbackVotes.userId, viewerId)),
    )
    .where(where);
}

export function toFeedbackItem(record: ItemRecord): FeedbackItem {
  return {
    ...record,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export function feedbackNotFound(): AppError {
  return new AppError("NOT_FOUND", "Feedback not found");
}

/** One item as `viewerId` sees it (their own vote included); 404 when there is no such item. */
export async function findFeedbackItem(db: Database, id: string, viewerId: string | null): Promise<FeedbackItem> {
  const [record] = await selectItems(db, viewerId, eq(feedback.id, id));
  if (!record) throw feedbackNotFound();
  return toFeedbackItem(record);
}
