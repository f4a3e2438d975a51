import type { UserAnalyticsFilters, UserAnalyticsRow, UserAnalyticsSort } from "@touchline/contracts";
import { and, asc, desc, eq, exists, gt, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { accounts, drills, messageRecipients, trainingSessions, users } from "../../db/schema.ts";
import { matchesUserSearch } from "../users/match-user-search.ts";

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/**
 * The accounts the per-user analytics list: those that can sign in (the demo author cannot, and is
 * nobody's activity), matching the search in a name or e-mail address.
 */
export function userActivityScope(db: Database, q: string): SQL | undefined {
  const hasCredentials = exists(db.select({ one: sql`1` }).from(accounts).where(eq(accounts.userId, users.id)));
  if (!q) return hasCredentials;
  return and(hasCredentials, matchesUserSearch(q));
}

/**
 * Each coach's counts in three grouped subqueries (sessions, library drills, read messages), each one
 * pass over its table by owner, limited to `ownerIds` when given: never a query per user.
 */
export function activityStats(db: Database, ownerIds?: readonly string[]) {
  const only = (column: typeof trainingSessions.ownerId | typeof drills.ownerId | typeof messageRecipients.recipientId) =>
    ownerIds ? inArray(column, [...ownerIds]) : undefined;
  const sessionStats = db
    .select({
      ownerId: trainingSessions.ownerId,
      sessionsCreated: sql<number>`count(*)`.as("sessions_created"),
      publicSessions: sql<number>`count(*) filter (where ${trainingSessions.visibility} = 'public')`.as("public_sessions"),
      copiesReceived: sql<number>`sum(${trainingSessions.copyCount})`.as("copies_received"),
    })
    .from(trainingSessions)
    .where(only(trainingSessions.ownerId))
    .groupBy(trainingSessions.ownerId)
    .as("session_stats");
  const drillStats = db
    .select({ ownerId: drills.ownerId, drills: sql<number>`count(*)`.as("drill_count") })
    .from(drills)
    .where(only(drills.ownerId))
    .groupBy(drills.ownerId)
    .as("drill_stats");
  const readStats = db
    .select({ recipientId: messageRecipients.recipientId, messagesRead: sql<number>`count(*)`.as("messages_read") })
    .from(messageRecipients)
    .where(and(isNotNull(messageRecipients.readAt), only(messageRecipients.recipientId)))
    .groupBy(messageRecipients.recipientId)
    .as("read_stats");
  return { sessionStats, drillStats, readStats };
}

type ActivityStats = ReturnType<typeof activityStats>;

/** A count from a left-joined subquery: zero where the user has no row there. */
const countOf = (column: unknown) => sql<number>`coalesce(${column}, 0)`.mapWith(Number);

/** The sort key of a user column. Names and e-mails sort case-insensitively. */
function userSortKey(sort: "name" | "email" | "lastActive"): SQL {
  if (sort === "name") return sql`lower(coalesce(nullif(${fullName}, ''), ${users.email}))`;
  if (sort === "email") return sql`lower(${users.email})`;
  return sql`${users.lastActiveAt}`;
}

/** The sort key of every column, from the full counts of `activityStats`. */
function sortExpression(sort: UserAnalyticsSort, stats: ActivityStats): SQL {
  switch (sort) {
    case "name":
    case "email":
    case "lastActive":
      return userSortKey(sort);
    case "sessionsCreated":
      return countOf(stats.sessionStats.sessionsCreated);
    case "publicSessions":
      return countOf(stats.sessionStats.publicSessions);
    case "copiesReceived":
      return countOf(stats.sessionStats.copiesReceived);
    case "drills":
      return countOf(stats.drillStats.drills);
    case "messagesRead":
      return countOf(stats.readStats.messagesRead);
  }
}

/**
 * For choosing a page: the one count a sort needs, as a subquery grouped by user that reads only the
 * rows that count (public sessions, copied sessions, read receipts). Null for the user columns.
 */
export function sortCountSubquery(db: Database, sort: UserAnalyticsSort) {
  const grouped = (ownerId: typeof trainingSessions.ownerId | typeof drills.ownerId | typeof messageRecipients.recipientId, total: SQL, where?: SQL) =>
    db
      .select({ userId: sql<string>`${ownerId}`.as("user_id"), total: sql<number>`${total}`.as("total") })
      .from(ownerId.table)
      .where(where)
      .groupBy(ownerId)
      .as("sort_counts");
  switch (sort) {
    case "sessionsCreated":
      return grouped(trainingSessions.ownerId, sql`count(*)`);
    case "publicSessions":
      return grouped(trainingSessions.ownerId, sql`count(*)`, eq(trainingSessions.visibility, "public"));
    case "copiesReceived":
      return grouped(trainingSessions.ownerId, sql`sum(${trainingSessions.copyCount})`, gt(trainingSessions.copyCount, 0));
    case "drills":
      return grouped(drills.ownerId, sql`count(*)`);
    case "messagesRead":
      return grouped(messageRecipients.recipientId, sql`count(*)`, isNotNull(messageRecipients.readAt));
    default:
      return null;
  }
}

/** ORDER BY a sort key in a direction, ties broken by id so pages never overlap; never active sorts last either way. */
export function orderBy(key: SQL, sort: UserAnalyticsSort, dir: UserAnalyticsFilters["dir"]): SQL[] {
  const ordered = sort === "lastActive" ? (dir === "asc" ? sql`${key} asc nulls last` : sql`${key} desc nulls last`) : dir === "asc" ? asc(key) : desc(key);
  return [ordered, asc(users.id)];
}

/** The sort key for choosing a page: a user column, or the count of `sortCountSubquery`. */
export function pageSortKey(sort: UserAnalyticsSort, counts: ReturnType<typeof sortCountSubquery>): SQL {
  if (sort === "name" || sort === "email" || sort === "lastActive") return userSortKey(sort);
  return countOf(counts?.total);
}

/** Users with every count: those of `ownerIds` (any order), or every user in scope in the given order. */
export async function selectUserActivity(
  db: Database,
  options: { ownerIds: readonly string[] } | { where: SQL | undefined; sort: UserAnalyticsSort; dir: UserAnalyticsFilters["dir"] },
): Promise<UserAnalyticsRow[]> {
  const stats = activityStats(db, "ownerIds" in options ? options.ownerIds : undefined);
  const query = db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      lastActiveAt: users.lastActiveAt,
      sessionsCreated: countOf(stats.sessionStats.sessionsCreated),
      publicSessions: countOf(stats.sessionStats.publicSessions),
      copiesReceived: countOf(stats.sessionStats.copiesReceived),
      drills: countOf(stats.drillStats.drills),
      messagesRead: countOf(stats.readStats.messagesRead),
    })
    .from(users)
    .leftJoin(stats.sessionStats, eq(stats.sessionStats.ownerId, users.id))
    .leftJoin(stats.drillStats, eq(stats.drillStats.ownerId, users.id))
    .leftJoin(stats.readStats, eq(stats.readStats.recipientId, users.id));
  const rows =
    "ownerIds" in options
      ? await query.where(inArray(users.id, [...options.ownerIds]))
      : await query.where(options.where).orderBy(...orderBy(sortExpression(options.sort, stats), options.sort, options.dir));
  return rows.map(({ firstName, lastName, lastActiveAt, ...row }) => ({
    ...row,
    name: `${firstName} ${lastName}`.trim() || row.email.split("@")[0]!,
    lastActive: lastActiveAt?.toISOString() ?? null,
  }));
}
