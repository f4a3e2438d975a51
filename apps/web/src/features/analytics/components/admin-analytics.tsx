import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ANALYTICS_METRICS, type AnalyticsInterval, type AnalyticsRange } from "@touchline/contracts";
import { useState } from "react";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { errorText } from "../../admin/index.ts";
import { useAnalytics } from "../api/use-analytics.ts";
import { formatDay } from "../lib/format-bucket.ts";
import { ANALYTICS_METRIC_NAMES } from "../lib/metric-names.ts";
import { MetricChart } from "./metric-chart.tsx";

const RANGE_OPTIONS = [
  { value: "30", label: msg`Last 30 days` },
  { value: "90", label: msg`Last 90 days` },
  { value: "365", label: msg`Last 365 days` },
] as const satisfies ReadonlyArray<{ value: string; label: MessageDescriptor }>;
type RangeOption = (typeof RANGE_OPTIONS)[number]["value"];

const INTERVAL_OPTIONS = [
  { value: "day", label: msg`Per day` },
  { value: "week", label: msg`Per week` },
] as const satisfies ReadonlyArray<{ value: AnalyticsInterval; label: MessageDescriptor }>;

/** The analytics screen: totals for the period, then one chart (and table) per metric. */
export function AdminAnalytics() {
  const { t, i18n } = useLingui();
  const [range, setRange] = useState<AnalyticsRange>(30);
  const [interval, setBucketInterval] = useState<AnalyticsInterval>("day");
  const query = useAnalytics({ range, interval });
  const errorMessage = query.error ? errorText(i18n, query.error) : "";
  const from = query.data ? formatDay(query.data.from) : "";
  const to = query.data ? formatDay(query.data.to) : "";

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SelectField<RangeOption>
          className="sm:w-48"
          label={t`Period`}
          value={String(range) as RangeOption}
          options={RANGE_OPTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
          onChange={(value) => setRange(Number(value) as AnalyticsRange)}
        />
        <SelectField<AnalyticsInterval>
          className="sm:w-48"
          label={t`Interval`}
          value={interval}
          options={INTERVAL_OPTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
          onChange={setBucketInterval}
        />
      </div>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          <Trans>Failed to load the analytics: {errorMessage}</Trans>
        </p>
      ) : (
        <>
          <section aria-labelledby="analytics-totals" className="flex flex-col gap-2">
            <h2 id="analytics-totals" className="text-sm font-medium text-slate-700">
              <Trans>
                Totals, {from} to {to} (UTC)
              </Trans>
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {ANALYTICS_METRICS.map((metric) => (
                <div key={metric} className="flex flex-col-reverse rounded-2xl bg-white p-4 ring-1 ring-slate-200">
                  <dt className="text-sm text-slate-700">{i18n._(ANALYTICS_METRIC_NAMES[metric])}</dt>
                  <dd className="text-2xl font-semibold tabular-nums text-slate-900">
                    {i18n.number(query.data.totals[metric])}
                  </dd>
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
