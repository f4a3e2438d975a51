import { z } from "zod";
import { fieldMessage } from "./field-message.ts";

/** How far back the analytics look, in days (today included). */
export const ANALYTICS_RANGES = [30, 90, 365] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export const ANALYTICS_INTERVALS = ["day", "week"] as const;
export const AnalyticsIntervalSchema = z.enum(ANALYTICS_INTERVALS);
export type AnalyticsInterval = z.infer<typeof AnalyticsIntervalSchema>;

export const AnalyticsQuerySchema = z.object({
  range: z.coerce
    .number()
    .pipe(
      z.literal(ANALYTICS_RANGES, {
        error: fieldMessage(/*i18n*/ "The range is one of {choices} days", { choices: ANALYTICS_RANGES.join(", ") }),
      }),
    )
    .default(30),
  interval: AnalyticsIntervalSchema.default("day"),
});
export type AnalyticsFilters = z.infer<typeof AnalyticsQuerySchema>;

export const ANALYTICS_METRICS = [
  "signUps",
  "activeUsers",
  "sessionsCreated",
  "sessionsPublished",
  "copies",
  "feedback",
] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

export const ANALYTICS_METRIC_LABELS: Record<AnalyticsMetric, string> = {
  signUps: "Sign-ups",
  activeUsers: "Active users",
  sessionsCreated: "Sessions created",
  sessionsPublished: "Sessions published",
  copies: "Copies",
  feedback: "Feedback submitted",
};

/** What each figure counts, for the screen's captions (and the honest reading of "published"). */
export const ANALYTICS_METRIC_DESCRIPTIONS: Record<AnalyticsMetric, string> = {
  signUps: "New accounts that can sign in.",
  activeUsers: "Coaches who made at least one signed-in request; the total counts each coach once.",
  sessionsCreated: "Training sessions created, copies included.",
  sessionsPublished:
    "Public sessions by the time they were last published: a session published twice counts once, at its latest publication, and an unpublished one not at all.",
  copies: "Sessions copied from another session that still exists.",
  feedback: "Feedback items submitted.",
};

const metricCounts = Object.fromEntries(ANALYTICS_METRICS.map((metric) => [metric, z.number().int()])) as Record<
  AnalyticsMetric,
  z.ZodNumber
>;

/** One day or week (UTC). `start` is its first day, `YYYY-MM-DD`; a week starts on Monday. */
export const AnalyticsBucketSchema = z.object({ start: z.string(), ...metricCounts });
export type AnalyticsBucket = z.infer<typeof AnalyticsBucketSchema>;

export const AnalyticsResponseSchema = z.object({
  range: z.number().int(),
  interval: AnalyticsIntervalSchema,
  /**
   * The first counted day (UTC, `YYYY-MM-DD`): `range - 1` days before today, or for weeks the Monday on or
   * before that day, so every week is whole. The last bucket is the current day or week, up to now.
   */
  from: z.string(),
  /** Today (UTC), the last day counted. */
  to: z.string(),
  /** Every day or week from `from` to `to`, oldest first, with zeros where nothing happened. */
  buckets: z.array(AnalyticsBucketSchema),
  /** Sums over the buckets, except `activeUsers`: distinct coaches active at any time in the period. */
  totals: z.object(metricCounts),
});
export type AnalyticsResponse = z.infer<typeof AnalyticsResponseSchema>;

export const USER_ANALYTICS_SORTS = [
  "name",
  "email",
  "sessionsCreated",
  "publicSessions",
  "drills",
  "copiesReceived",
  "messagesRead",
  "lastActive",
] as const;
export const UserAnalyticsSortSchema = z.enum(USER_ANALYTICS_SORTS);
export type UserAnalyticsSort = z.infer<typeof UserAnalyticsSortSchema>;

export const USER_ANALYTICS_COLUMN_LABELS: Record<UserAnalyticsSort, string> = {
  name: "Name",
  email: "Email",
  sessionsCreated: "Sessions created",
  publicSessions: "Public sessions",
  drills: "Drills",
  copiesReceived: "Copies received",
  messagesRead: "Messages read",
  lastActive: "Last active",
};

export const USER_ANALYTICS_PAGE_SIZE = 25;
export const USER_ANALYTICS_SEARCH_MAX = 200;

/** Filters and order of the per-user table; the CSV takes the same ones (and ignores the page). */
export const UserAnalyticsQuerySchema = z.object({
  sort: UserAnalyticsSortSchema.default("sessionsCreated"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(USER_ANALYTICS_PAGE_SIZE),
  /** Part of a name or e-mail address. */
  q: z
    .string()
    .trim()
    .max(
      USER_ANALYTICS_SEARCH_MAX,
      fieldMessage(/*i18n*/ "A search is at most {max} characters", { max: USER_ANALYTICS_SEARCH_MAX }),
    )
    .default(""),
});
export type UserAnalyticsFilters = z.infer<typeof UserAnalyticsQuerySchema>;

/** One coach's activity. Counts are of what exists now (a deleted session no longer counts). */
export const UserAnalyticsRowSchema = z.object({
  id: z.string(),
  /** First and last name; the e-mail's name part when they gave none. */
  name: z.string(),
  email: z.string(),
  sessionsCreated: z.number().int(),
  publicSessions: z.number().int(),
  /** Drills in their personal library. */
  drills: z.number().int(),
  /** How many times other coaches copied their sessions (the sum of their sessions' copy counts). */
  copiesReceived: z.number().int(),
  /** Broadcasts and notices they opened. */
  messagesRead: z.number().int(),
  /** ISO time of the first signed-in request of their latest active day; null if never since it was recorded. */
  lastActive: z.string().nullable(),
});
export type UserAnalyticsRow = z.infer<typeof UserAnalyticsRowSchema>;

export const UserAnalyticsResponseSchema = z.object({
  users: z.array(UserAnalyticsRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserAnalyticsResponse = z.infer<typeof UserAnalyticsResponseSchema>;

export const USER_ANALYTICS_CSV_PATH = "/api/admin/user-analytics.csv";
