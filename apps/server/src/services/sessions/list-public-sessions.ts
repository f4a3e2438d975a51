import { and, arrayContains, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { GlobalLibraryQuerySchema, GlobalLibraryResponse } from "@touchline/contracts";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { trainingSessions, users } from "../../db/schema.ts";
import { pageTotal, totalMatchingColumn } from "../../lib/paged-total.ts";
import { fullTextQuery } from "./full-text-query.ts";
import { sessionSummaryColumns, toSessionSummary } from "./session-row.ts";

const s = trainingSessions;

/**
 * The global library: public sessions of every coach, filtered (all filters combine), searched over
 * titles, themes and drill texts, sorted and paged. Private sessions never match, whoever asks.
 * `total` counts every match under the same filters, for the pager.
 */
export async function listPublicSessions(
  db: Database,
  {
    q,
    ageGroup,
    topic,
    phase,
    intensity,
    minDuration,
    maxDuration,
    sort,
    page,
    pageSize,
  }: z.output<typeof GlobalLibraryQuerySchema>,
): Promise<GlobalLibraryResponse> {
  const query = q ? fullTextQuery(q) : undefined;

  const where = and(
    eq(s.visibility, "public"),
    query ? sql`${s.search} @@ ${query}` : undefined,
    ageGroup ? eq(s.ageGroup, ageGroup) : undefined,
    topic ? arrayContains(s.topics, [topic]) : undefined,
    phase ? arrayContains(s.phases, [phase]) : undefined,
    intensity ? eq(s.intensity, intensity) : undefined,
    minDuration === undefined ? undefined : gte(s.totalDurationMinutes, minDuration),
    maxDuration === undefined ? undefined : lte(s.totalDurationMinutes, maxDuration),
  );

  // `desc nulls last` matches the indexes' order; ties fall back to newest, then id for a stable pager.
  const newest = sql`${s.publishedAt} desc nulls last`;
  const order: SQL[] = [];
  if (sort === "most_copied") order.push(desc(s.copyCount));
  else if (sort === "most_viewed") order.push(desc(s.viewCount));
  else if (query) order.push(sql`ts_rank(${s.search}, ${query}) desc`);
  order.push(newest, desc(s.id));

  // The total rides along as a window count, so the matches are scanned once, not twice.
  const rows = await db
    .select({ ...sessionSummaryColumns, total: totalMatchingColumn() })
    .from(s)
    .innerJoin(users, eq(users.id, s.ownerId))
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = await pageTotal(db, rows, { page, table: s, where });
  return { sessions: rows.map(toSessionSummary), total, page, pageSize };
}
