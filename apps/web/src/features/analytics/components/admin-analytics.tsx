import {
  ANALYTICS_METRIC_LABELS,
  ANALYTICS_METRICS,
  type AnalyticsInterval,
  type AnalyticsRange,
} from "@touchline/contracts";
import { useState } from "react";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useAnalytics } from "../api/use-analytics.ts";
import { formatDay } from "../lib/format-bucket.ts";
import { MetricChart } from "./metric-chart.tsx";

const RANGE_OPTIONS = [
  { value: "30", label: "Last 30 days" },
  { value: "90", label: "Last 90 days" },
  { value: "365", label: "Last 365 days" },
] as const;
type RangeOption = (typeof RANGE_OPTIONS)[number]["value"];

const INTERVAL_OPTIONS = [
  { value: "day", label: "Per day" },
  { value: "week", label: "Per week" },
] as const satisfies ReadonlyArray<{ value: AnalyticsInterval; label: string }>;

/** The analytics screen: totals for the period, then one chart (and table) per metric. */
export function AdminAnalytics() {
  const [range, setRange] = useState<AnalyticsRange>(30);
  const [interval, setBucketInterval] = useState<AnalyticsInterval>("day");
  const query = useAnalytics({ range, interval });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SelectField<RangeOption>
          className="sm:w-48"
          label="Period"
          value={String(range) as RangeOption}
          options={RANGE_OPTIONS}
          onChange={(value) => setRange(Number(value) as AnalyticsRange)}
        />
        <SelectField<AnalyticsInterval>
          className="sm:w-48"
          label="Interval"
          value={interval}
          options={INTERVAL_OPTIONS}
          onChange={setBucketInterval}
        />
      </div>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          Failed to load the analytics: {query.error.message}
        </p>
      ) : (
        <>
          <section aria-labelledby="analytics-totals" className="flex flex-col gap-2">
            <h2 id="analytics-totals" className="text-sm font-medium text-slate-700">
              Totals, {formatDay(query.data.from)} to {formatDay(query.data.to)} (UTC)
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {ANALYTICS_METRICS.map((metric) => (
                <div key={metric} className="flex flex-col-reverse rounded-2xl bg-white p-4 ring-1 ring-slate-200">
                  <dt className="text-sm text-slate-700">{ANALYTICS_METRIC_LABELS[metric]}</dt>
                  <dd className="text-2xl font-semibold tabular-nums text-slate-900">{query.data.totals[metric]}</dd>
                </div>
              ))}
            </dl>
          </section>
          <div className="grid gap-4 lg:grid-cols-2" aria-busy={query.isFetching || undefined}>
            {ANALYTICS_METRICS.map((metric) => (
              <MetricChart
                key={metric}
                metric={metric}
                buckets={query.data.buckets}
                interval={query.data.interval}
                total={query.data.totals[metric]}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
