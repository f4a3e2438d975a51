import { Trans, useLingui } from "@lingui/react/macro";
import type { AnalyticsBucket, AnalyticsInterval, AnalyticsMetric } from "@touchline/contracts";
import { lazy, Suspense, useId, useMemo } from "react";
import { formatBucket, summariseSeries } from "../lib/format-bucket.ts";
import { ANALYTICS_METRIC_NAMES, ANALYTICS_METRIC_TEXTS } from "../lib/metric-names.ts";

// The chart library loads with the first chart, so only this screen ever downloads it.
const BarChart = lazy(() => import("./bar-chart.tsx"));

const CHART_HEIGHT = 180;

/**
 * One metric as a figure: a bar chart with an accessible summary (the canvas itself says nothing to a
 * screen reader), and the same numbers as a table behind "Show table".
 */
export function MetricChart({
  metric,
  buckets,
  interval,
  total,
}: {
  metric: AnalyticsMetric;
  buckets: readonly AnalyticsBucket[];
  interval: AnalyticsInterval;
  total: number;
}) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const label = i18n._(ANALYTICS_METRIC_NAMES[metric]);
  // Stable arrays, so the chart is redrawn only when the data changes.
  const days = useMemo(() => buckets.map((bucket) => bucket.start), [buckets]);
  const values = useMemo(() => buckets.map((bucket) => bucket[metric]), [buckets, metric]);
  const bucketHeader =
    interval === "day"
      ? t({ message: "Day", context: "table column" })
      : t({ message: "Week", context: "table column" });
  const totalCount = i18n.number(total);

  return (
    <figure
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <figcaption className="flex flex-col gap-1">
        <span className="flex items-baseline justify-between gap-2">
          <h2 id={titleId} className="font-semibold text-slate-900">
            {label}
          </h2>
          <span className="text-sm text-slate-700">
            <Trans>{totalCount} in total</Trans>
          </span>
        </span>
        <span className="text-xs text-slate-600">{i18n._(ANALYTICS_METRIC_TEXTS[metric])}</span>
      </figcaption>
      <div
        role="img"
        aria-label={summariseSeries(metric, buckets, interval, total)}
        style={{ minHeight: CHART_HEIGHT }}
      >
        <Suspense fallback={null}>
          <BarChart days={days} values={values} label={label} interval={interval} />
        </Suspense>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 pointer-coarse:py-3">
          <Trans>Show table</Trans>
        </summary>
        <div className="mt-2 max-h-72 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{interval === "day" ? t`${label} per day` : t`${label} per week`}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="py-1 pr-4 font-medium">
                  {bucketHeader}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {label}
                </th>
              </tr>
            </thead>
            <tbody>
              {buckets.map((bucket) => (
                <tr key={bucket.start} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-1 pr-4 font-normal text-slate-700">
                    <time dateTime={bucket.start}>{formatBucket(bucket.start, interval)}</time>
                  </th>
                  <td className="py-1 text-right tabular-nums text-slate-900">{i18n.number(bucket[metric])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
