import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

const HEIGHT = 180;
/** brand-700: bars keep a 3:1 contrast with the white background (WCAG non-text contrast). */
const BAR_COLOUR = "#15803d";

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
        tzDate: (timestamp) => uPlot.tzDate(new Date(timestamp * 1000), "Etc/UTC"),
        scales: { x: { time: true }, y: { range: (_chart, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] } },
        axes: [
          { stroke: "#475569", grid: { show: false } },
          {
            stroke: "#475569",
            grid: { stroke: "#e2e8f0" },
            values: (_chart, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : "")),
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
  }, [days, values, label, interval]);

  return <div ref={container} className="w-full" style={{ minHeight: HEIGHT }} />;
}
