import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

const HEIGHT = 180;
/** brand-700: bars keep a 3:1 contrast with the white background (WCAG non-text contrast). */
const BAR_COLOUR = "#15803d";

const DAY_SECONDS = 86_400;
/** The buckets' zone, an IANA name. */
const BUCKET_TIME_ZONE = "Etc/UTC";

/**
 * The time axis's ticks in the reader's language, as UTC days like the table: "16 Nov" between ticks a
 * few days apart, "Nov" between months; the year below the first tick and below each change of year.
 */
function timeTicks(i18n: I18n, ticks: number[], increment: number): string[] {
  const byMonth = increment >= 28 * DAY_SECONDS;
  return ticks.map((tick, index) => {
    const date = new Date(tick * 1000);
    const previous = index > 0 ? new Date(ticks[index - 1]! * 1000) : null;
    const main = i18n.date(
      date,
      byMonth ? { timeZone: "UTC", month: "short" } : { timeZone: "UTC", day: "numeric", month: "short" },
    );
    const isNewYear = previous === null || previous.getUTCFullYear() !== date.getUTCFullYear();
    return isNewYear ? `${main}\n${i18n.date(date, { timeZone: "UTC", year: "numeric" })}` : main;
  });
}

/** Counts per UTC day or week as bars; `days` are `YYYY-MM-DD`. Drawn by uPlot on a canvas. */
export default function BarChart({
  days,
  values,
  label,
  interval,
}: {
  days: readonly string[];
  values: readonly number[];
  label: string;
  interval: "day" | "week";
}) {
  const { i18n } = useLingui();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const seconds = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        // The buckets are UTC days: the axis says the same dates as the table.
        tzDate: (timestamp) => uPlot.tzDate(new Date(timestamp * 1000), BUCKET_TIME_ZONE),
        scales: { x: { time: true }, y: { range: (_chart, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] } },
        axes: [
          {
            stroke: "#475569",
            grid: { show: false },
            values: (_chart, ticks, _axis, _space, increment) => timeTicks(i18n, ticks, increment),
          },
          {
            stroke: "#475569",
            grid: { stroke: "#e2e8f0" },
            values: (_chart, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? i18n.number(tick) : "")),
          },
        ],
        series: [
          {},
          {
            label,
            // Fill only: an outline would draw empty buckets as a line along the axis.
            stroke: "transparent",
            fill: BAR_COLOUR,
            paths: uPlot.paths.bars!({ size: [interval === "day" ? 0.7 : 0.6, 40] }),
            points: { show: false },
          },
        ],
      },
      [seconds, [...values]],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
    // The reader's language is a dependency: switching it draws the axes again in the new one.
  }, [days, values, label, interval, i18n, i18n.locale]);

  return <div ref={container} className="w-full" style={{ minHeight: HEIGHT }} />;
}
