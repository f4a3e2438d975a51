import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { FeedbackListPageQuery, FeedbackListResponse, FeedbackSort } from "@touchline/contracts";
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

/** One page of the items in the chosen order and filters, each with `viewerId`'s own vote, and how many match. */
export async function listFeedback(
  db: Database,
  viewerId: string | null,
  { sort, category, status, page, pageSize }: FeedbackListPageQuery,
): Promise<FeedbackListResponse> {
  const where = and(
    category === "all" ? undefined : eq(feedback.category, category),
    status === "all" ? undefined : eq(feedback.status, status),
  );
  const records = await selectItems(db, viewerId, where)
    .orderBy(...ORDER_BY[sort], asc(feedback.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [matching] = await db.select({ total: count() }).from(feedback).where(where);
  return { items: records.map(toFeedbackItem), total: matching?.total ?? 0, page, pageSize };
}
