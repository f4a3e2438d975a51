import { describe, expect, it } from "vitest";
import { blockLoad, INTENSITY_LOAD_WEIGHTS, isoWeekOf, sessionLoad, weeklyLoad } from "./session-load.ts";

describe("blockLoad and sessionLoad", () => {
  it("weighs a block's minutes by its intensity: low 1, medium 2, high 3", () => {
    expect(INTENSITY_LOAD_WEIGHTS).toEqual({ low: 1, medium: 2, high: 3 });
    expect(blockLoad({ durationMinutes: 15, intensity: "low" })).toBe(15);
    expect(blockLoad({ durationMinutes: 15, intensity: "medium" })).toBe(30);
    expect(blockLoad({ durationMinutes: 20, intensity: "high" })).toBe(60);
  });

  it("totals a session as the sum of its blocks, zero without any", () => {
    const blocks = [
      { durationMinutes: 10, intensity: "low" as const },
      { durationMinutes: 20, intensity: "high" as const },
      { durationMinutes: 25, intensity: "medium" as const },
    ];
    expect(sessionLoad(blocks)).toBe(10 + 60 + 50);
    expect(sessionLoad(blocks)).toBe(blocks.map(blockLoad).reduce((a, b) => a + b));
    expect(sessionLoad([])).toBe(0);
  });
});

describe("isoWeekOf", () => {
  it("starts weeks on Monday and numbers them as ISO 8601 does", () => {
    expect(isoWeekOf("2026-11-24")).toEqual({ monday: "2026-11-23", isoYear: 2026, isoWeek: 48 });
    expect(isoWeekOf("2026-11-23")).toEqual({ monday: "2026-11-23", isoYear: 2026, isoWeek: 48 });
    expect(isoWeekOf("2026-11-29")).toEqual({ monday: "2026-11-23", isoYear: 2026, isoWeek: 48 });
    expect(isoWeekOf("2026-11-30").isoWeek).toBe(49);
  });

  it("gives the days around New Year to the year of their week's Thursday", () => {
    // 1 January 2027 is a Friday: it belongs to 2026's week 53.
    expect(isoWeekOf("2027-01-01")).toEqual({ monday: "2026-12-28", isoYear: 2026, isoWeek: 53 });
    expect(isoWeekOf("2027-01-04")).toEqual({ monday: "2027-01-04", isoYear: 2027, isoWeek: 1 });
    // 29 December 2025 is a Monday whose Thursday is 1 January 2026.
    expect(isoWeekOf("2025-12-31")).toEqual({ monday: "2025-12-29", isoYear: 2026, isoWeek: 1 });
  });

  it("crosses the spring clock change without losing a day", () => {
    expect(isoWeekOf("2026-03-29").monday).toBe("2026-03-23");
    expect(isoWeekOf("2026-03-30").monday).toBe("2026-03-30");
  });
});

describe("weeklyLoad", () => {
  const today = "2026-11-25"; // a Wednesday of week 48

  it("lists four weeks before the current one, the current one and four after, empty ones included", () => {
    const weeks = weeklyLoad([], today);
    expect(weeks.map((week) => week.monday)).toEqual([
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
      "2026-11-30",
      "2026-12-07",
      "2026-12-14",
      "2026-12-21",
    ]);
    expect(weeks.map((week) => week.isoWeek)).toEqual([44, 45, 46, 47, 48, 49, 50, 51, 52]);
    expect(weeks.filter((week) => week.isCurrent).map((week) => week.monday)).toEqual(["2026-11-23"]);
    expect(weeks.every((week) => week.load === 0 && week.sessions === 0 && !week.isHard)).toBe(true);
  });

  it("adds the sessions of each week, leaving out undated ones and those outside the weeks shown", () => {
    const weeks = weeklyLoad(
      [
        { date: "2026-11-23", load: 100 },
        { date: "2026-11-29", load: 50 },
        { date: "2026-12-01", load: 70 },
        { date: null, load: 999 },
        { date: "2026-10-25", load: 999 }, // the Sunday before the first week shown
        { date: "2026-12-28", load: 999 }, // the Monday after the last
      ],
      today,
    );
    const of = (monday: string) => weeks.find((week) => week.monday === monday)!;
    expect(of("2026-11-23")).toMatchObject({ load: 150, sessions: 2 });
    expect(of("2026-11-30")).toMatchObject({ load: 70, sessions: 1 });
    expect(weeks.reduce((total, week) => total + week.load, 0)).toBe(220);
  });

  it("marks a week hard when its load is over 1.3 times the average of the weeks with sessions", () => {
    const weeks = weeklyLoad(
      [
        { date: "2026-11-10", load: 100 },
        { date: "2026-11-17", load: 100 },
        { date: "2026-11-24", load: 100 },
        { date: "2026-12-08", load: 200 },
      ],
      today,
    );
    // Average of the four busy weeks: 125; 200 > 162.5, 100 is not.
    expect(weeks.filter((week) => week.isHard).map((week) => week.monday)).toEqual(["2026-12-07"]);
  });

  it("finds no hard week when the busy weeks are alike, or only one week has sessions", () => {
    const alike = weeklyLoad(
      [
        { date: "2026-11-24", load: 100 },
        { date: "2026-12-01", load: 120 },
      ],
      today,
    );
    expect(alike.some((week) => week.isHard)).toBe(false);
    expect(weeklyLoad([{ date: "2026-11-24", load: 500 }], today).some((week) => week.isHard)).toBe(false);
  });

  it("takes the window's size from the options", () => {
    const weeks = weeklyLoad([], today, { weeksBefore: 1, weeksAfter: 2 });
    expect(weeks.map((week) => week.monday)).toEqual(["2026-11-16", "2026-11-23", "2026-11-30", "2026-12-07"]);
  });
});
