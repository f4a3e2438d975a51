import type { AnalyticsBucket } from "@touchline/contracts";
import { describe, expect, it } from "vitest";
import { formatBucket, summariseSeries } from "./format-bucket.ts";

const bucket = (start: string, signUps: number): AnalyticsBucket => ({
  start,
  signUps,
  activeUsers: 0,
  sessionsCreated: 0,
  sessionsPublished: 0,
  copies: 0,
  feedback: 0,
});

describe("chart summaries", () => {
  it("name the metric, the period, the total and the busiest bucket", () => {
    const buckets = [bucket("2026-11-21", 1), bucket("2026-11-22", 4), bucket("2026-11-23", 2)];
    const summary = summariseSeries("signUps", buckets, "day", 7);
    expect(summary).toMatch(/^Sign-ups per day, .+ to .+: 7 in total; most in .+ \(4\)\.$/);
    expect(summary).toContain(formatBucket("2026-11-22", "day"));
  });

  it("leave the peak out when nothing happened", () => {
    expect(summariseSeries("signUps", [bucket("2026-11-16", 0)], "week", 0)).toMatch(/: 0 in total\.$/);
  });

  it("read buckets as UTC days whatever the viewer's zone", () => {
    expect(formatBucket("2026-11-16", "week")).toMatch(/^Week of .*16/);
    expect(formatBucket("2026-11-01", "day")).toMatch(/\b1\b/);
  });
});
