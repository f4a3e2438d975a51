import type { UserAnalyticsFilters, UserAnalyticsResponse } from "@touchline/contracts";
import { count, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { userCounts, users } from "../../db/schema.ts";
import { orderBy, pageSortKey, selectUserActivity, sortCountColumn, userActivityScope } from "./user-activity-query.ts";

/**
 * One page of the per-user analytics. The page's users are chosen first, on the one `user_counts`
 * column the sort needs (none for name, e-mail and last active); then every count is read for those
 * users alone. A count and two grouped queries, whatever the number of users.
 */
export async function listUserAnalytics(
  db: Database,
  { sort, dir, page, pageSize, q }: UserAnalyticsFilters,
): Promise<UserAnalyticsResponse> {
  const where = userActivityScope(db, q);
  const base = db.select({ id: users.id }).from(users).$dynamic();
  const pageQuery = sortCountColumn(sort) ? base.innerJoin(userCounts, eq(userCounts.userId, users.id)) : base;
  const [pageIds, [counted]] = await Promise.all([
    pageQuery
      .where(where)
      .orderBy(...orderBy(pageSortKey(sort), sort, dir))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const ids = pageIds.map((row) => row.id);
  const rows = ids.length === 0 ? [] : await selectUserActivity(db, { ownerIds: ids });
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { users: rows, total: counted?.total ?? 0, page, pageSize };
}
