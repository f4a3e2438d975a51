import { describe, expect, it } from "vitest";
import { attendancePercent, attendedLoad, loadRatioOn, seasonStartFor, weeklyLoadRatios } from "./player-load.ts";

const blocks = [
  { durationMinutes: 20, intensity: "high" as const },
  { durationMinutes: 15, intensity: "medium" as const },
];
const present = { isPresent: true, lateMinutes: 0, leftEarlyMinutes: 0 };

describe("attendedLoad", () => {
  it("counts every block for a player there throughout: 20 min high + 15 min medium = 90", () => {
    expect(attendedLoad(blocks, 35, present)).toBe(60 + 30);
  });

  it("counts only the minutes inside the player's window", () => {
    expect(attendedLoad(blocks, 35, { ...present, lateMinutes: 20 })).toBe(0 + 30);
    expect(attendedLoad(blocks, 35, { ...present, lateMinutes: 10 })).toBe(30 + 30);
    expect(attendedLoad(blocks, 35, { ...present, leftEarlyMinutes: 10 })).toBe(60 + 10);
    expect(attendedLoad(blocks, 35, { ...present, lateMinutes: 30, leftEarlyMinutes: 10 })).toBe(0);
  });

  it("ends blocks that run past the event at its end", () => {
    expect(attendedLoad(blocks, 30, present)).toBe(60 + 20);
    expect(attendedLoad(blocks, 30, { ...present, leftEarlyMinutes: 5 })).toBe(60 + 10);
  });

  it("counts nothing for an absent player or a session without blocks", () => {
    expect(attendedLoad(blocks, 35, { ...present, isPresent: false })).toBe(0);
    expect(attendedLoad([], 60, present)).toBe(0);
  });
});

describe("loadRatioOn", () => {
  const quietWeeks = ["2026-01-05", "2026-01-12", "2026-01-19", "2026-01-26"].map((date) => ({ date, load: 100 }));

  it("compares the last 7 days with the average week of the last 28", () => {
    expect(loadRatioOn(quietWeeks, "2026-02-01")).toEqual({ acute: 100, chronic: 100, ratio: 1, isFlagged: false });
  });

  it("flags a heavy week after quiet ones only when the ratio passes 1.5", () => {
    const spike = [...quietWeeks.slice(1), { date: "2026-02-02", load: 400 }];
    // 400 against (100 + 100 + 100 + 400) / 4 = 175.
    expect(loadRatioOn(spike, "2026-02-08")).toEqual({ acute: 400, chronic: 175, ratio: 2.29, isFlagged: true });
    expect(loadRatioOn(spike, "2026-02-01").isFlagged).toBe(false);
  });

  it("has no ratio when nothing was done in 28 days, and leaves out later days", () => {
    expect(loadRatioOn([{ date: "2026-03-01", load: 90 }], "2026-02-01")).toEqual({
      acute: 0,
      chronic: 0,
      ratio: null,
      isFlagged: false,
    });
  });
});

describe("weeklyLoadRatios", () => {
  it("reads each week's ratio on its Sunday, after three weeks of lead-in", () => {
    const ratios = weeklyLoadRatios([100, 100, 100, 100, 400, 0]);
    expect(ratios.map((week) => week.ratio)).toEqual([1, 2.29, 0]);
    expect(ratios.map((week) => week.isFlagged)).toEqual([false, true, false]);
    expect(ratios[1]).toEqual(
      loadRatioOn(
        [
          { date: "2026-01-12", load: 100 },
          { date: "2026-01-19", load: 100 },
          { date: "2026-01-26", load: 100 },
          { date: "2026-02-02", load: 400 },
        ],
        "2026-02-08",
      ),
    );
  });
});

describe("attendancePercent and seasonStartFor", () => {
  it("rounds the share of registers, and has none without a register", () => {
    expect(attendancePercent(2, 3)).toBe(67);
    expect(attendancePercent(0, 0)).toBeNull();
  });

  it("starts the season at the club's start, or twelve months back without a recent one", () => {
    expect(seasonStartFor("2025-09-01", "2026-02-01")).toBe("2025-09-01");
    expect(seasonStartFor(null, "2026-02-01")).toBe("2025-02-01");
    expect(seasonStartFor("2026-09-07", "2026-02-01")).toBe("2025-02-01");
    expect(seasonStartFor("2024-09-02", "2026-02-01")).toBe("2025-02-01");
  });
});
