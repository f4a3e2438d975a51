import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import type { AnalyticsBucket, AnalyticsInterval, AnalyticsMetric } from "@touchline/contracts";
import { ANALYTICS_METRIC_NAMES } from "./metric-names.ts";

// The admin screens are drawn in the browser only: these read the app's active language.

const DAY_FORMAT: Intl.DateTimeFormatOptions = {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
};
const SHORT_FORMAT: Intl.DateTimeFormatOptions = { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" };

/** Buckets are UTC days (`YYYY-MM-DD`), shown as such whatever the viewer's zone. */
const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Mon, 23 Nov 2026" for a day; "Week of 16 Nov 2026" for a week (in the reader's language). */
export function formatBucket(start: string, interval: AnalyticsInterval): string {
  if (interval === "day") return i18n.date(utcDate(start), DAY_FORMAT);
  const monday = formatDay(start);
  return t`Week of ${monday}`;
}

export const formatDay = (day: string) => i18n.date(utcDate(day), SHORT_FORMAT);

/**
 * The chart's accessible name: what it shows, over which period, the total and the busiest bucket, so
 * a screen reader user gets the gist without the table.
 */
export function summariseSeries(
  metric: AnalyticsMetric,
  buckets: readonly AnalyticsBucket[],
  interval: AnalyticsInterval,
  total: number,
): string {
  const label = i18n._(ANALYTICS_METRIC_NAMES[metric]);
  const first = buckets[0];
  const last = buckets.at(-1);
  if (!first || !last) return t`${label}: no data`;
  const busiest = buckets.reduce((best, bucket) => (bucket[metric] > best[metric] ? bucket : best), first);
  const from = formatDay(first.start);
  const to = formatDay(last.start);
  const totalCount = i18n.number(total);
  if (busiest[metric] === 0) {
    return interval === "day"
      ? t`${label} per day, ${from} to ${to}: ${totalCount} in total.`
      : t`${label} per week, ${from} to ${to}: ${totalCount} in total.`;
  }
  const peak = formatBucket(busiest.start, interval);
  const peakCount = i18n.number(busiest[metric]);
  return interval === "day"
    ? t`${label} per day, ${from} to ${to}: ${totalCount} in total; most in ${peak} (${peakCount}).`
    : t`${label} per week, ${from} to ${to}: ${totalCount} in total; most in ${peak} (${peakCount}).`;
}
