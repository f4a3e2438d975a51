import { type AnyColumn, and, arrayContains, count, eq, gte, lte, ne, type SQL, sql } from "drizzle-orm";
import {
  globalLibrarySortOf,
  type GlobalLibraryQuerySchema,
  type GlobalLibraryResponse,
  LIBRARY_COUNT_CAP,
} from "@touchline/contracts";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { trainingSessions, users } from "../../db/schema.ts";
import { searchMatch, searchRank } from "./full-text-query.ts";
import { sessionSummaryColumns, toSessionSummary } from "./session-row.ts";

const s = trainingSessions;

type LibraryQuery = z.output<typeof GlobalLibraryQuerySchema>;

/**
 * The statements of a global-library page, built but not run (the bench explains them as they are):
 * - `page`: the page's ids are chosen from the narrow columns the filters, the text index and the order
 *   need; only those `pageSize` rows then have their summary (author, drill count) read. Ranked by words,
 *   every match is read to rank it anyway, so the number of matches rides along (`matches`,
 *   `pageCarriesCount`); otherwise `matches` is null.
 * - `count`: the matches, counted up to one past `LIBRARY_COUNT_CAP`, so a broad search or an unfiltered
 *   page stops counting there instead of reading every match.
 */
export function publicSessionStatements(
  db: Database,
  {
    q,
    ageGroup,
    topic,
    phase,
    intensity,
    minDuration,
    maxDuration,
    language,
    prefer,
    sort,
    page,
    pageSize,
  }: LibraryQuery,
  /** A further condition: one language's sessions, or all but one's (`listInReadersLanguageFirst`). */
  among?: SQL,
  /** The rows of the order to read; the page's when left out. */
  range = { offset: (page - 1) * pageSize, limit: pageSize },
) {
  const order = globalLibrarySortOf(q, sort);

  const where = and(
    eq(s.visibility, "public"),
    among,
    language ? eq(s.language, language) : undefined,
    q ? searchMatch(s.search, s.language, q) : undefined,
    ageGroup ? eq(s.ageGroup, ageGroup) : undefined,
    topic ? arrayContains(s.topics, [topic]) : undefined,
    phase ? arrayContains(s.phases, [phase]) : undefined,
    intensity ? eq(s.intensity, intensity) : undefined,
    minDuration === undefined ? undefined : gte(s.totalDurationMinutes, minDuration),
    maxDuration === undefined ? undefined : lte(s.totalDurationMinutes, maxDuration),
  );

  // `desc nulls last` is the indexes' order (the columns but `published_at` are never null, so it is only
  // that); ties fall back to newest, then id for a stable pager, as the sort indexes do.
  const descNullsLast = (column: AnyColumn) => sql`${column} desc nulls last`;
  const orderBy: SQL[] = [];
  const pageCarriesCount = !!q && order === "best_match";
  // A search reads every match to rank it anyway: the reader's language first costs nothing more there.
  if (q && prefer) orderBy.push(sql`(${s.language} = ${prefer}) desc`);
  if (order === "most_copied") orderBy.push(descNullsLast(s.copyCount));
  else if (order === "most_viewed") orderBy.push(descNullsLast(s.viewCount));
  else if (order === "best_match" && q) orderBy.push(sql`${searchRank(s.search, s.language, q)} desc`);
  orderBy.push(descNullsLast(s.publishedAt), descNullsLast(s.id));

  const pageIds = db
    .select({
      id: s.id,
      matches: (pageCarriesCount ? sql`count(*) over ()` : sql`null::bigint`).mapWith(Number).as("matches"),
    })
    .from(s)
    .where(where)
    .orderBy(...orderBy)
    .limit(range.limit)
    .offset(range.offset)
    .as("page_ids");
  const pageRows = db
    .select({ ...sessionSummaryColumns, matches: pageIds.matches })
    .from(pageIds)
    .innerJoin(s, eq(s.id, pageIds.id))
    .innerJoin(users, eq(users.id, s.ownerId))
    .orderBy(...orderBy);
  const capped = db
    .select({ one: sql`1` })
    .from(s)
    .where(where)
    .limit(LIBRARY_COUNT_CAP + 1)
    .as("capped");
  const counted = db.select({ total: count() }).from(capped);
  return { page: pageRows, count: counted, pageCarriesCount };
}

/**
 * The global library: public sessions of every coach, filtered (all filters combine), searched over
 * titles, themes and drill texts, sorted and paged. Private sessions never match, whoever asks.
 * `total` counts the matches under the same filters, for the pager, up to `LIBRARY_COUNT_CAP`:
 * past it `totalIsCapped` says there are more.
 */
export async function listPublicSessions(db: Database, params: LibraryQuery): Promise<GlobalLibraryResponse> {
  if (params.prefer && !params.q && !params.language)
    return listInReadersLanguageFirst(db, { ...params, prefer: params.prefer });
  const statements = publicSessionStatements(db, params);
  const countMatches = async () => (await statements.count)[0]?.total ?? 0;
  let rows: Awaited<typeof statements.page>;
  let matches: number;
  if (statements.pageCarriesCount) {
    rows = await statements.page;
    // Past the last page no row carries the count: counted then.
    matches = rows[0]?.matches ?? (await countMatches());
  } else {
    [rows, matches] = await Promise.all([statements.page, countMatches()]);
  }
  const totalIsCapped = matches > LIBRARY_COUNT_CAP;
  return {
    sessions: rows.map(({ matches: _matches, ...row }) => toSessionSummary(row)),
    total: totalIsCapped ? LIBRARY_COUNT_CAP : matches,
    totalIsCapped,
    page: params.page,
    pageSize: params.pageSize,
  };
}

/**
 * A page of the library browsed (no search) by a reader whose language is `prefer`: the sessions written
 * in it first, in the page's order, then the others. Each part is a range of the order's index (the
 * language one for the reader's), so a page never sorts the whole library; the reader's count, capped as
 * the total is, says where their part ends.
 */
async function listInReadersLanguageFirst(
  db: Database,
  params: LibraryQuery & { prefer: NonNullable<LibraryQuery["prefer"]> },
): Promise<GlobalLibraryResponse> {
  const inTheirs = publicSessionStatements(db, params, eq(s.language, params.prefer));
  const [[theirs], [all]] = await Promise.all([inTheirs.count, publicSessionStatements(db, params).count]);
  const theirCount = theirs?.total ?? 0;
  const matches = all?.total ?? 0;
  const start = (params.page - 1) * params.pageSize;
  const pageOf = async (among: SQL, offset: number, limit: number) =>
    limit <= 0 ? [] : publicSessionStatements(db, params, among, { offset, limit }).page;
  const fromTheirs = start < theirCount ? await pageOf(eq(s.language, params.prefer), start, params.pageSize) : [];
  const fromOthers = await pageOf(
    ne(s.language, params.prefer),
    Math.max(0, start - theirCount),
    params.pageSize - fromTheirs.length,
  );
  const totalIsCapped = matches > LIBRARY_COUNT_CAP;
  return {
    sessions: [...fromTheirs, ...fromOthers].map(({ matches: _matches, ...row }) => toSessionSummary(row)),
    total: totalIsCapped ? LIBRARY_COUNT_CAP : matches,
    totalIsCapped,
    page: params.page,
    pageSize: params.pageSize,
  };
}
