import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import {
  FEEDBACK_LIST_LIMIT,
  type FeedbackItem,
  type FeedbackListFilters,
  type FeedbackSort,
} from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { feedback } from "../../db/schema.ts";
import { selectItems, toFeedbackItem } from "./feedback-row.ts";

const totalVotes = sql`(${feedback.upvotes} + ${feedback.downvotes})`;

/** Each sort's order; ties go to the newer item, then the id, so the order is stable between reloads. */
const ORDER_BY: Record<FeedbackSort, SQL[]> = {
  most_voted: [desc(sql`(${feedback.upvotes} - ${feedback.downvotes})`), desc(feedback.createdAt)],
  newest: [desc(feedback.createdAt)],
  oldest: [asc(feedback.createdAt)],
  // 'Most Discussed': the minority vote's share of all votes (0.5 is an even split); no votes sort last.
  controversial: [
    sql`least(${feedback.upvotes}, ${feedback.downvotes})::float8 / nullif(${totalVotes}, 0) desc nulls last`,
    desc(totalVotes),
    desc(feedback.createdAt),
  ],
};

/** The first FEEDBACK_LIST_LIMIT items in the chosen order and filters, each with `viewerId`'s own vote. */
export async function listFeedback(
  db: Database,
  viewerId: string | null,
  { sort, category, status }: FeedbackListFilters,
): Promise<FeedbackItem[]> {
  const records = await selectItems(
    db,
    viewerId,
    and(
      category === "all" ? undefined : eq(feedback.category, category),
      status === "all" ? undefined : eq(feedback.status, status),
    ),
  )
    .orderBy(...ORDER_BY[sort], asc(feedback.id))
    .limit(FEEDBACK_LIST_LIMIT);
  return records.map(toFeedbackItem);
}
