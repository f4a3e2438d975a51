import type { AdminSessionsQuerySchema, AdminSessionsResponse } from "@touchline/contracts";
import { and, count, desc, eq, gte, ilike, lt, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { trainingSessions, users } from "../../db/schema.ts";
import { totalMatchingColumn } from "../../db/paged-total.ts";
import { searchMatch, searchRank } from "../sessions/full-text-query.ts";
import { adminSessionColumns, toAdminSession } from "./admin-session-row.ts";

const s = trainingSessions;

/** `%`, `_` and `\` typed by staff match themselves, not any text. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Midnight UTC at the start of `day` (YYYY-MM-DD), plus `days`. */
const startOfDay = (day: string, days = 0) => sql`((${day}::date + ${days}::integer)::timestamp at time zone 'UTC')`;

/**
 * Every public session for staff, searched like the global library (titles, themes, drill texts),
 * filtered by part of the author's name and the day of publication (UTC, both ends included), newest
 * publication first (best match first when searching), paged. Private sessions never match; they are
 * only counted, with the public ones, in `counts`.
 */
export async function listAdminSessions(
  db: Database,
  { q, author, from, to, page, pageSize }: z.output<typeof AdminSessionsQuerySchema>,
): Promise<AdminSessionsResponse> {
  const authorName = sql`(${users.firstName} || ' ' || ${users.lastName})`;
  const where = and(
    eq(s.visibility, "public"),
    q ? searchMatch(s.search, s.language, q) : undefined,
    author ? ilike(authorName, `%${escapeLike(author)}%`) : undefined,
    from ? gte(s.publishedAt, startOfDay(from)) : undefined,
    to ? lt(s.publishedAt, startOfDay(to, 1)) : undefined,
  );
  const order: SQL[] = [];
  if (q) order.push(sql`${searchRank(s.search, s.language, q)} desc`);
  order.push(sql`${s.publishedAt} desc nulls last`, desc(s.id));

  const [rows, visibilityCounts] = await Promise.all([
    db
      .select({ ...adminSessionColumns, total: totalMatchingColumn() })
      .from(s)
      .innerJoin(users, eq(users.id, s.ownerId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ visibility: s.visibility, count: count() }).from(s).groupBy(s.visibility),
  ]);

  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [counted] = await db
      .select({ total: count() })
      .from(s)
      .innerJoin(users, eq(users.id, s.ownerId))
      .where(where);
    total = counted?.total ?? 0;
  }
  const countOf = (visibility: "public" | "private") =>
    visibilityCounts.find((row) => row.visibility === visibility)?.count ?? 0;
  return {
    sessions: rows.map(({ total: _total, ...row }) => toAdminSession(row)),
    total,
    page,
    pageSize,
    counts: { public: countOf("public"), private: countOf("private") },
  };
}
