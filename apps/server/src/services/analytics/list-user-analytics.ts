import type { UserAnalyticsFilters, UserAnalyticsResponse } from "@touchline/contracts";
import { count, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { activityStats, orderFor, selectUserActivity, statsFor, userActivityScope } from "./user-activity-query.ts";

/**
 * One page of the per-user analytics. The page's users are chosen first, joining only the counts the
 * sort needs (none for name, e-mail and last active); then every count is read for those users alone.
 * Two grouped queries and a count, whatever the number of users.
 */
export async function listUserAnalytics(db: Database, { sort, dir, page, pageSize, q }: UserAnalyticsFilters): Promise<UserAnalyticsResponse> {
  const where = userActivityScope(db, q);
  const stats = activityStats(db);
  const needed = statsFor(sort);
  let pageQuery = db.select({ id: users.id }).from(users).$dynamic();
  if (needed === "sessionStats") pageQuery = pageQuery.leftJoin(stats.sessionStats, eq(stats.sessionStats.ownerId, users.id));
  if (needed === "drillStats") pageQuery = pageQuery.leftJoin(stats.drillStats, eq(stats.drillStats.ownerId, users.id));
  if (needed === "readStats") pageQuery = pageQuery.leftJoin(stats.readStats, eq(stats.readStats.recipientId, users.id));
  const [pageIds, [counted]] = await Promise.all([
    pageQuery
      .where(where)
      .orderBy(...orderFor(sort, dir, stats))
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
