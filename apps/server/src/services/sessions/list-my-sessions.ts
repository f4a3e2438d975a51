import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import {
  type LoadBlock,
  type MySessionSummary,
  type MySessionsQuery,
  mySessionsSortOf,
  sessionLoad,
} from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { sessionHolds, trainingSessions, users } from "../../db/schema.ts";
import { searchMatch, searchRank } from "./full-text-query.ts";
import { holdColumns, toModerationHold } from "./session-hold.ts";
import { sessionSummaryColumns, toSessionSummary } from "./session-row.ts";

/** The list is a working set, not an archive; searching finds the older ones. */
export const MAX_LISTED_SESSIONS = 500;

const s = trainingSessions;

/**
 * Each block's duration and intensity, and nothing else of the blocks: enough for `sessionLoad`, while
 * the diagrams stay in the database.
 */
const loadBlocks = sql<LoadBlock[]>`(
  select coalesce(jsonb_agg(jsonb_build_object('durationMinutes', block -> 'durationMinutes', 'intensity', block -> 'intensity')), '[]'::jsonb)
  from jsonb_array_elements(${s.blocks}) as block
)`;

/**
 * The caller's own sessions, private and public, searched (title, theme, objectives and drill texts)
 * and sorted as asked (`mySessionsSortOf`): the best matches first only when that is the sort, which a
 * search without one is.
 */
export async function listMySessions(
  db: Database,
  ownerId: string,
  { q, sort }: MySessionsQuery,
): Promise<MySessionSummary[]> {
  const order: SQL[] = [];
  switch (mySessionsSortOf(q, sort)) {
    case "best_match":
      if (q) order.push(sql`${searchRank(s.search, s.language, q)} desc`);
      break;
    case "created":
      order.push(desc(s.createdAt));
      break;
    case "title":
      order.push(asc(sql`lower(${s.title})`));
      break;
    case "date":
      order.push(sql`${s.date} desc nulls last`);
      break;
  }
  order.push(desc(s.updatedAt), desc(s.id));
  const rows = await db
    .select({ ...sessionSummaryColumns, date: s.date, loadBlocks, ...holdColumns })
    .from(s)
    .innerJoin(users, eq(users.id, s.ownerId))
    .leftJoin(sessionHolds, eq(sessionHolds.sessionId, s.id))
    .where(and(eq(s.ownerId, ownerId), q ? searchMatch(s.search, s.language, q) : undefined))
    .orderBy(...order)
    .limit(MAX_LISTED_SESSIONS);
  return rows.map(({ date, loadBlocks, holdReason, heldAt, reviewRequestedAt, declineReason, declinedAt, ...row }) => ({
    ...toSessionSummary(row),
    date,
    load: sessionLoad(loadBlocks),
    moderationHold: toModerationHold({ holdReason, heldAt, reviewRequestedAt, declineReason, declinedAt }),
  }));
}
