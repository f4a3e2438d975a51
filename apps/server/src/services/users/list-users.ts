import type { AdminUserListQuerySchema, AdminUserListResponse } from "@touchline/contracts";
import { ADMIN_USERS_PAGE_SIZE } from "@touchline/contracts";
import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { pageTotal, totalMatchingColumn } from "../../lib/paged-total.ts";
import { adminUserSummaryColumns, hasCredentials, toAdminUserSummary } from "./admin-user-row.ts";

/** `text` as a LIKE pattern that matches it literally anywhere: its own % and _ are not wildcards. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The users list for admins: accounts (with credentials) whose name or e-mail contains `q` in any case,
 * filtered by level and status, newest or most recently active first, one page at a time. `total`
 * counts every match under the same filters, for the pager.
 */
export async function listUsers(db: Database, { q, level, status, sort, page }: z.output<typeof AdminUserListQuerySchema>): Promise<AdminUserListResponse> {
  const pattern = q ? containsPattern(q) : undefined;
  const where = and(
    hasCredentials(db),
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
    level ? eq(users.role, level) : undefined,
    status === "active" ? isNull(users.suspendedAt) : status === "suspended" ? isNotNull(users.suspendedAt) : undefined,
  );
  // Ties fall back to newest, then id, so the pager is stable; `nulls last` matches the index's order.
  const order: SQL[] = sort === "last_active" ? [sql`${users.lastActiveAt} desc nulls last`] : [];
  order.push(desc(users.createdAt), desc(users.id));

  const pageSize = ADMIN_USERS_PAGE_SIZE;
  const rows = await db
    .select({ ...adminUserSummaryColumns, total: totalMatchingColumn() })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = await pageTotal(db, rows, { page, table: users, where });
  return { users: rows.map(toAdminUserSummary), total, page, pageSize };
}
