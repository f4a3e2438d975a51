import { and, arrayContains, type AnyColumn, count, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { ClubLibraryQuerySchema, ClubLibraryResponse } from "@touchline/contracts";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { clubLibraryItems } from "../../db/schema.ts";
import { searchMatch, searchRank } from "../sessions/full-text-query.ts";
import { clubLibrarySummaryColumns, toClubLibraryItemSummary } from "./club-library-row.ts";

const i = clubLibraryItems;

type ClubLibraryQuery = z.output<typeof ClubLibraryQuerySchema>;

/**
 * The statements of a club-library page, built but not run (the bench explains them as they are). Every
 * statement is bound to the club first, so it reads only that club's rows (by `club_library_items_club_idx`).
 */
export function clubLibraryStatements(
  db: Database,
  clubId: string,
  { q, kind, ageGroup, topic, phase, intensity, essentials, language, prefer, sort, page, pageSize }: ClubLibraryQuery,
) {
  const order = sort ?? (q ? "best_match" : "newest");
  const where = and(
    eq(i.clubId, clubId),
    kind ? eq(i.kind, kind) : undefined,
    q ? searchMatch(i.search, i.language, q) : undefined,
    ageGroup ? eq(i.ageGroup, ageGroup) : undefined,
    topic ? arrayContains(i.topics, [topic]) : undefined,
    phase ? arrayContains(i.phases, [phase]) : undefined,
    intensity ? eq(i.intensity, intensity) : undefined,
    essentials ? isNotNull(i.pinnedAt) : undefined,
    language ? eq(i.language, language) : undefined,
  );
  const desc = (column: AnyColumn) => sql`${column} desc`;
  const orderBy: SQL[] = [];
  // A club's library is the club's few hundred items at most: the reader's language first is a small sort.
  if (prefer) orderBy.push(sql`(${i.language} = ${prefer}) desc`);
  if (order === "best_match" && q) orderBy.push(sql`${searchRank(i.search, i.language, q)} desc`);
  else if (order === "title") orderBy.push(sql`lower(${i.title})`);
  // Without words to rank by, the club's essentials come first, as a head of coaching pinned them.
  else orderBy.push(sql`${i.pinnedAt} is null`);
  orderBy.push(desc(i.sharedAt), desc(i.id));
  const pageRows = db
    .select(clubLibrarySummaryColumns)
    .from(i)
    .where(where)
    .orderBy(...orderBy)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const counted = db.select({ total: count() }).from(i).where(where);
  return { page: pageRows, count: counted };
}

/** A page of the club's library, searched and filtered as the global library is; only this club's items. */
export async function listClubLibrary(
  db: Database,
  clubId: string,
  params: ClubLibraryQuery,
): Promise<ClubLibraryResponse> {
  const statements = clubLibraryStatements(db, clubId, params);
  const [rows, [counted]] = await Promise.all([statements.page, statements.count]);
  return {
    items: rows.map(toClubLibraryItemSummary),
    total: counted?.total ?? 0,
    page: params.page,
    pageSize: params.pageSize,
  };
}
