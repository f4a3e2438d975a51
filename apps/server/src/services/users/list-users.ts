import type { AdminUserListQuerySchema, AdminUserListResponse } from "@touchline/contracts";
import { ADMIN_USERS_PAGE_SIZE } from "@touchline/contracts";
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { matchesUserSearch } from "./match-user-search.ts";
import { adminUserSummaryColumns, hasCredentials, toAdminUserSummary } from "./admin-user-row.ts";

/**
 * The users list for admins: accounts (with credentials) whose name or e-mail contains `q` in any case,
 * filtered by level and status, newest or most recently active first, one page at a time. `total`
 * counts every match under the same filters, for the pager.
 */
export async function listUsers(
  db: Database,
  { q, level, status, sort, page }: z.output<typeof AdminUserListQuerySchema>,
): Promise<AdminUserListResponse> {
  const where = and(
    hasCredentials(db),
    q ? matchesUserSearch(q) : undefined,
    level ? eq(users.role, level) : undefined,
    status === "active" ? isNull(users.suspendedAt) : status === "suspended" ? isNotNull(users.suspendedAt) : undefined,
  );
  // Ties fall back to newest, then id, so the pager is stable; `nulls last` matches the index's order.
  const order: SQL[] = sort === "last_active" ? [sql`${users.lastActiveAt} desc nulls last`] : [];
  order.push(desc(users.createdAt), desc(users.id));

  const pageSize = ADMIN_USERS_PAGE_SIZE;
  // Two reads rather than a window count: the page can stop after its rows along the sort's index,
  // where `count(*) over ()` would sort every match (all 50,000 accounts for an empty search).
  const [rows, [counted]] = await Promise.all([
    db
      .select(adminUserSummaryColumns)
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toAdminUserSummary), total: counted?.total ?? 0, page, pageSize };
}
