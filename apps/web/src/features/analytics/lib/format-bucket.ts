import type { AnalyticsBucket, AnalyticsInterval, AnalyticsMetric } from "@touchline/contracts";
import { ANALYTICS_METRIC_LABELS } from "@touchline/contracts";

const dayFormat = new Intl.DateTimeFormat(undefined, {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const shortFormat = new Intl.DateTimeFormat(undefined, {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** Buckets are UTC days (`YYYY-MM-DD`), shown as such whatever the viewer's zone. */
const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Mon, 23 Nov 2026" for a day; "Week of 16 Nov 2026" for a week. */
export function formatBucket(start: string, interval: AnalyticsInterval): string {
  return interval === "day" ? dayFormat.format(utcDate(start)) : `Week of ${shortFormat.format(utcDate(start))}`;
}

export const formatDay = (day: string) => shortFormat.format(utcDate(day));

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
  const label = ANALYTICS_METRIC_LABELS[metric];
  const first = buckets[0];
  const last = buckets.at(-1);
  if (!first || !last) return `${label}: no data`;
  const busiest = buckets.reduce((best, bucket) => (bucket[metric] > best[metric] ? bucket : best), first);
  const period = `${formatDay(first.start)} to ${formatDay(last.start)}`;
  const peak = busiest[metric] > 0 ? `; most in ${formatBucket(busiest.start, interval)} (${busiest[metric]})` : "";
  return `${label} per ${interval}, ${period}: ${total} in total${peak}.`;
}
