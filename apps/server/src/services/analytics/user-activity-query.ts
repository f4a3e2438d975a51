import type { UserAnalyticsFilters, UserAnalyticsRow, UserAnalyticsSort } from "@touchline/contracts";
import { and, asc, desc, eq, exists, inArray, isNotNull, type SQL, sql, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { accounts, drills, messageRecipients, trainingSessions, userCounts, users } from "../../db/schema.ts";
import { matchesUserSearch } from "../users/match-user-search.ts";

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/**
 * The accounts the per-user analytics list: those that can sign in (the demo author cannot, and is
 * nobody's activity), matching the search in a name or e-mail address.
 */
export function userActivityScope(db: Database, q: string): SQL | undefined {
  const hasCredentials = exists(
    db
      .select({ one: sql`1` })
      .from(accounts)
      .where(eq(accounts.userId, users.id)),
  );
  if (!q) return hasCredentials;
  return and(hasCredentials, matchesUserSearch(q));
}

/**
 * Each coach's counts in three grouped subqueries (sessions, library drills, read messages), each one
 * pass over its table by owner, limited to `ownerIds` when given: never a query per user.
 */
export function activityStats(db: Database, ownerIds?: readonly string[]) {
  const only = (
    column: typeof trainingSessions.ownerId | typeof drills.ownerId | typeof messageRecipients.recipientId,
  ) => (ownerIds ? inArray(column, [...ownerIds]) : undefined);
  const sessionStats = db
    .select({
      ownerId: trainingSessions.ownerId,
      sessionsCreated: sql<number>`count(*)`.as("sessions_created"),
      publicSessions: sql<number>`count(*) filter (where ${trainingSessions.visibility} = 'public')`.as(
        "public_sessions",
      ),
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
 * For choosing a page: the `user_counts` column a count sort reads (triggers keep it equal to the rows
 * it counts, and an index on it, with the user id, serves the order). Null for the user columns.
 */
export function sortCountColumn(sort: UserAnalyticsSort) {
  switch (sort) {
    case "sessionsCreated":
      return userCounts.sessionsCreated;
    case "publicSessions":
      return userCounts.publicSessions;
    case "copiesReceived":
      return userCounts.copiesReceived;
    case "drills":
      return userCounts.drills;
    case "messagesRead":
      return userCounts.messagesRead;
    default:
      return null;
  }
}

/**
 * ORDER BY a sort key in a direction, ties broken by id in the same direction so pages never overlap
 * and a (count, user id) index serves either direction; never active sorts last either way.
 */
export function orderBy(key: SQL | SQLWrapper, sort: UserAnalyticsSort, dir: UserAnalyticsFilters["dir"]): SQL[] {
  const ordered =
    sort === "lastActive"
      ? dir === "asc"
        ? sql`${key} asc nulls last`
        : sql`${key} desc nulls last`
      : dir === "asc"
        ? asc(key)
        : desc(key);
  return [ordered, dir === "asc" ? asc(users.id) : desc(users.id)];
}

/** The sort key for choosing a page: a user column, or its `user_counts` column. */
export function pageSortKey(sort: UserAnalyticsSort): SQL | SQLWrapper {
  return sortCountColumn(sort) ?? userSortKey(sort as "name" | "email" | "lastActive");
}

/** Users with every count: those of `ownerIds` (any order), or every user in scope in the given order. */
export async function selectUserActivity(
  db: Database,
  options:
    | { ownerIds: readonly string[] }
    | { where: SQL | undefined; sort: UserAnalyticsSort; dir: UserAnalyticsFilters["dir"] },
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
      : await query
          .where(options.where)
          .orderBy(...orderBy(sortExpression(options.sort, stats), options.sort, options.dir));
  return rows.map(({ firstName, lastName, lastActiveAt, ...row }) => ({
    ...row,
    name: `${firstName} ${lastName}`.trim() || row.email.split("@")[0]!,
    lastActive: lastActiveAt?.toISOString() ?? null,
  }));
}
