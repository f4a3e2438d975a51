import {
  ANALYTICS_METRICS,
  type AnalyticsBucket,
  type AnalyticsFilters,
  type AnalyticsInterval,
  type AnalyticsMetric,
  type AnalyticsResponse,
} from "@touchline/contracts";
import { and, count, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { accounts, analyticsCounts, feedback, users } from "../../db/schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of a UTC day. */
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The Monday (UTC) on or before the day starting at `dayStart`. */
const mondayOf = (dayStart: number) => dayStart - ((new Date(dayStart).getUTCDay() + 6) % 7) * DAY_MS;

/**
 * The period the analytics cover, in UTC days: `range` days up to today, widened for weeks to start on a
 * Monday so that every week but the current one is whole. `endTime` is exclusive (tomorrow's start).
 */
export function analyticsPeriod(range: number, interval: AnalyticsInterval, now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const firstDay = today - (range - 1) * DAY_MS;
  const start = interval === "week" ? mondayOf(firstDay) : firstDay;
  const lastBucket = interval === "week" ? mondayOf(today) : today;
  return {
    from: isoDay(start),
    to: isoDay(today),
    lastBucket: isoDay(lastBucket),
    startTime: new Date(start).toISOString(),
    endTime: new Date(today + DAY_MS).toISOString(),
  };
}

type Period = ReturnType<typeof analyticsPeriod>;

// Only these fixed fragments reach the SQL text; the interval itself was validated by the contract.
const TRUNCATE_UNIT: Record<AnalyticsInterval, SQL> = { day: sql`'day'`, week: sql`'week'` };
const STEP: Record<AnalyticsInterval, SQL> = { day: sql`interval '1 day'`, week: sql`interval '7 days'` };

/**
 * One count per bucket, every bucket present: the series of bucket starts, left-joined to one grouped
 * count of the rows whose time falls in the period. `bucketOf` is a row's time as a UTC `timestamp`;
 * `rows` is the `from … where …` of the counted rows, limited to the period so that the database reads
 * only the period's rows through the time column's index.
 */
async function countPerBucket(
  db: Database,
  interval: AnalyticsInterval,
  period: Period,
  { bucketOf, rows, counted = sql`count(*)` }: { bucketOf: SQL; rows: SQL; counted?: SQL },
): Promise<{ start: string; count: number }[]> {
  return db
    .select({
      start: sql<string>`to_char(bucket.start, 'YYYY-MM-DD')`,
      count: sql<number>`coalesce(counted.total, 0)`.mapWith(Number),
    })
    .from(
      sql`generate_series(${period.from}::timestamp, ${period.lastBucket}::timestamp, ${STEP[interval]}) as bucket(start)
        left join (
          select date_trunc(${TRUNCATE_UNIT[interval]}, ${bucketOf}) as start, ${counted} as total
          ${rows}
          group by 1
        ) as counted on counted.start = bucket.start`,
    )
    .orderBy(sql`bucket.start`);
}

/** A count per bucket of the rows of `table` whose `time` falls in the period and that meet `condition`. */
function countRowsPerBucket(
  db: Database,
  interval: AnalyticsInterval,
  period: Period,
  { table, time, condition }: { table: PgTable; time: PgColumn; condition?: SQL },
) {
  const where = sql`${time} >= ${period.startTime}::timestamptz and ${time} < ${period.endTime}::timestamptz`;
  return countPerBucket(db, interval, period, {
    bucketOf: sql`(${time} at time zone 'UTC')`,
    rows: sql`from ${table} where ${where}${condition ? sql` and ${condition}` : sql``}`,
  });
}

type CountedMetric = (typeof analyticsCounts.metric.enumValues)[number];

/**
 * A metric per bucket from `analytics_counts`, which triggers keep equal to the rows it counts: a year is
 * a few hundred rows to add up instead of every session or activity day of the year. Weekly active
 * users have counts of their own (`active_users_week`, under each Monday), as a week's distinct users are
 * not the sum of its days'.
 */
function sumCountsPerBucket(db: Database, interval: AnalyticsInterval, period: Period, metric: CountedMetric) {
  const inPeriod = and(
    eq(analyticsCounts.metric, metric),
    gte(analyticsCounts.day, period.from),
    lte(analyticsCounts.day, period.to),
  );
  return countPerBucket(db, interval, period, {
    bucketOf: sql`${analyticsCounts.day}::timestamp`,
    rows: sql`from ${analyticsCounts} where ${inPeriod}`,
    counted: sql`sum(${analyticsCounts.count})`,
  });
}

/**
 * The admin analytics: per UTC day or week of the period, sign-ups, active users, sessions created and
 * published, copies and feedback, with totals. One grouped count per metric, each on an indexed time
 * column, run side by side.
 */
export async function getAnalytics(
  db: Database,
  { range, interval }: AnalyticsFilters,
  now = new Date(),
): Promise<AnalyticsResponse> {
  const period = analyticsPeriod(range, interval, now);
  const [signUps, activeUsers, sessionsCreated, sessionsPublished, copies, feedbackSubmitted, [activeTotal]] =
    await Promise.all([
      // The demo author has no credentials: it was never signed up.
      countRowsPerBucket(db, interval, period, {
        table: users,
        time: users.createdAt,
        condition: sql`exists (select 1 from ${accounts} where ${accounts.userId} = ${users.id})`,
      }),
      sumCountsPerBucket(db, interval, period, interval === "week" ? "active_users_week" : "active_users"),
      sumCountsPerBucket(db, interval, period, "sessions_created"),
      // Public sessions by their latest publication: published_at is overwritten on publishing again and
      // cleared on unpublishing, and the counts follow it.
      sumCountsPerBucket(db, interval, period, "sessions_published"),
      sumCountsPerBucket(db, interval, period, "copies"),
      countRowsPerBucket(db, interval, period, { table: feedback, time: feedback.createdAt }),
      // The recorder stamps last_active_at whenever it writes a user's day, so it is their latest active
      // day: they were active in a period that ends now exactly when it falls inside it. One index range
      // instead of a distinct count over every activity row of the period.
      db
        .select({ total: count() })
        .from(users)
        .where(gte(users.lastActiveAt, new Date(period.startTime))),
    ]);

  const series: Record<AnalyticsMetric, { start: string; count: number }[]> = {
    signUps,
    activeUsers,
    sessionsCreated,
    sessionsPublished,
    copies,
    feedback: feedbackSubmitted,
  };
  const buckets = signUps.map(({ start }, index) => {
    const bucket = { start } as AnalyticsBucket;
    for (const metric of ANALYTICS_METRICS) bucket[metric] = series[metric][index]?.count ?? 0;
    return bucket;
  });
  const totals = Object.fromEntries(
    ANALYTICS_METRICS.map((metric) => [metric, series[metric].reduce((sum, bucket) => sum + bucket.count, 0)]),
  ) as Record<AnalyticsMetric, number>;
  totals.activeUsers = activeTotal?.total ?? 0;
  return { range, interval, from: period.from, to: period.to, buckets, totals };
}
