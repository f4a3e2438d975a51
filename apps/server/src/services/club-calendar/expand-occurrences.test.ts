import { describe, expect, it } from "vitest";
import {
  expandOccurrences,
  isOccurrenceOf,
  type OccurrenceException,
  originalStarts,
  weeklyTiming,
} from "./expand-occurrences.ts";
import { instantOf, wallTimeOf } from "./wall-time.ts";

const LONDON = "Europe/London";
const NEW_YORK = "America/New_York";

const window = (from: string, to: string, timeZone: string) => ({
  start: instantOf(from, "00:00", timeZone),
  end: instantOf(to, "00:00", timeZone),
});
const iso = (dates: readonly { startsAt: Date }[]) => dates.map((occurrence) => occurrence.startsAt.toISOString());
const local = (dates: readonly { startsAt: Date }[], timeZone: string) =>
  dates.map(({ startsAt }) => {
    const { date, time } = wallTimeOf(startsAt, timeZone);
    return `${date} ${time}`;
  });

describe("a weekly training across a daylight-saving change", () => {
  it("stays at 18:00 on Tuesdays in London when the clocks go forward (29 March 2026) and back (25 October)", () => {
    const spring = weeklyTiming({ date: "2026-03-17", time: "18:00", repeatsWeeklyUntil: "2026-04-07" }, LONDON);
    const occurrences = expandOccurrences(spring, [], window("2026-03-01", "2026-05-01", LONDON), LONDON);
    expect(iso(occurrences)).toEqual([
      "2026-03-17T18:00:00.000Z", // GMT
      "2026-03-24T18:00:00.000Z",
      "2026-03-31T17:00:00.000Z", // BST: the same 18:00 on the clock is an hour earlier in UTC
      "2026-04-07T17:00:00.000Z",
    ]);
    expect(local(occurrences, LONDON)).toEqual([
      "2026-03-17 18:00",
      "2026-03-24 18:00",
      "2026-03-31 18:00",
      "2026-04-07 18:00",
    ]);

    const autumn = weeklyTiming({ date: "2026-10-13", time: "18:00", repeatsWeeklyUntil: "2026-11-03" }, LONDON);
    const back = expandOccurrences(autumn, [], window("2026-10-01", "2026-12-01", LONDON), LONDON);
    expect(iso(back)).toEqual([
      "2026-10-13T17:00:00.000Z",
      "2026-10-20T17:00:00.000Z",
      "2026-10-27T18:00:00.000Z",
      "2026-11-03T18:00:00.000Z",
    ]);
    expect(new Set(local(back, LONDON).map((reading) => reading.slice(11)))).toEqual(new Set(["18:00"]));
  });

  it("stays at 18:00 in New York across 8 March and 1 November 2026, which are not London's dates", () => {
    const timing = weeklyTiming({ date: "2026-02-24", time: "18:00", repeatsWeeklyUntil: "2026-11-17" }, NEW_YORK);
    const march = expandOccurrences(timing, [], window("2026-03-01", "2026-03-22", NEW_YORK), NEW_YORK);
    expect(iso(march)).toEqual([
      "2026-03-03T23:00:00.000Z", // EST, UTC−5
      "2026-03-10T22:00:00.000Z", // EDT, UTC−4
      "2026-03-17T22:00:00.000Z",
    ]);
    const november = expandOccurrences(timing, [], window("2026-10-25", "2026-11-30", NEW_YORK), NEW_YORK);
    expect(iso(november)).toEqual([
      "2026-10-27T22:00:00.000Z",
      "2026-11-03T23:00:00.000Z",
      "2026-11-10T23:00:00.000Z",
      "2026-11-17T23:00:00.000Z", // the last day of the repeat is included
    ]);
    expect(local(november, NEW_YORK).every((reading) => reading.endsWith("18:00"))).toBe(true);
  });

  it("stores the rule as RFC 5545 with UNTIL at the last start in UTC, and that start for the window query", () => {
    const timing = weeklyTiming({ date: "2026-03-17", time: "18:00", repeatsWeeklyUntil: "2026-04-09" }, LONDON);
    expect(timing.startsAt.toISOString()).toBe("2026-03-17T18:00:00.000Z");
    expect(timing.recurrence).toBe("FREQ=WEEKLY;UNTIL=20260407T170000Z");
    expect(timing.recurrenceEndsAt?.toISOString()).toBe("2026-04-07T17:00:00.000Z");
  });

  it("stores a one-off event without a rule", () => {
    const timing = weeklyTiming({ date: "2026-05-02", time: "10:30", repeatsWeeklyUntil: null }, LONDON);
    expect(timing).toEqual({
      startsAt: new Date("2026-05-02T09:30:00.000Z"),
      recurrence: null,
      recurrenceEndsAt: null,
    });
    expect(iso(expandOccurrences(timing, [], window("2026-05-01", "2026-05-03", LONDON), LONDON))).toEqual([
      "2026-05-02T09:30:00.000Z",
    ]);
    expect(expandOccurrences(timing, [], window("2026-05-03", "2026-05-10", LONDON), LONDON)).toEqual([]);
  });
});

describe("exceptions", () => {
  const timing = weeklyTiming({ date: "2026-03-17", time: "18:00", repeatsWeeklyUntil: "2026-04-14" }, LONDON);
  const all = window("2026-03-01", "2026-05-01", LONDON);

  it("leaves out a cancelled occurrence and shows a moved one at its new start, keeping its original as its id", () => {
    const exceptions: OccurrenceException[] = [
      { occurrenceStart: new Date("2026-03-24T18:00:00Z"), isCancelled: true, movedTo: null },
      // The 31 March training moved to Thursday 2 April, 19:00 BST.
      {
        occurrenceStart: new Date("2026-03-31T17:00:00Z"),
        isCancelled: false,
        movedTo: instantOf("2026-04-02", "19:00", LONDON),
      },
    ];
    const occurrences = expandOccurrences(timing, exceptions, all, LONDON);
    expect(occurrences.map((o) => [o.occurrenceStart.toISOString(), o.startsAt.toISOString(), o.isMoved])).toEqual([
      ["2026-03-17T18:00:00.000Z", "2026-03-17T18:00:00.000Z", false],
      ["2026-03-31T17:00:00.000Z", "2026-04-02T18:00:00.000Z", true],
      ["2026-04-07T17:00:00.000Z", "2026-04-07T17:00:00.000Z", false],
      ["2026-04-14T17:00:00.000Z", "2026-04-14T17:00:00.000Z", false],
    ]);
  });

  it("shows a moved occurrence in the window it moved into, not the one it left", () => {
    const exceptions: OccurrenceException[] = [
      {
        occurrenceStart: new Date("2026-03-31T17:00:00Z"),
        isCancelled: false,
        movedTo: instantOf("2026-04-08", "18:00", LONDON),
      },
    ];
    // The week of 30 March: the original is gone and the moved one lands the week after.
    expect(iso(expandOccurrences(timing, exceptions, window("2026-03-30", "2026-04-06", LONDON), LONDON))).toEqual([]);
    expect(iso(expandOccurrences(timing, exceptions, window("2026-04-06", "2026-04-13", LONDON), LONDON))).toEqual([
      "2026-04-07T17:00:00.000Z",
      "2026-04-08T17:00:00.000Z",
    ]);
  });

  it("knows an occurrence of the series from any other instant", () => {
    expect(isOccurrenceOf(timing, new Date("2026-03-31T17:00:00Z"), LONDON)).toBe(true);
    expect(isOccurrenceOf(timing, new Date("2026-03-31T18:00:00Z"), LONDON)).toBe(false);
    expect(isOccurrenceOf(timing, new Date("2026-04-21T17:00:00Z"), LONDON)).toBe(false);
  });
});

describe("window edges", () => {
  const timing = weeklyTiming({ date: "2026-06-02", time: "18:00", repeatsWeeklyUntil: "2026-06-30" }, LONDON);

  it("includes an occurrence starting exactly at the window's start and excludes one at its end", () => {
    const start = new Date("2026-06-09T17:00:00Z");
    const end = new Date("2026-06-16T17:00:00Z");
    expect(iso(expandOccurrences(timing, [], { start, end }, LONDON))).toEqual(["2026-06-09T17:00:00.000Z"]);
  });

  it("reads a window of local days in the club's zone: a late evening in New York is the next day in UTC", () => {
    const late = weeklyTiming({ date: "2026-06-05", time: "21:30", repeatsWeeklyUntil: "2026-06-19" }, NEW_YORK);
    // Friday 21:30 EDT is Saturday 01:30 UTC; the window of Friday 5 June (local) must still hold it.
    expect(originalStarts(late, window("2026-06-05", "2026-06-06", NEW_YORK), NEW_YORK)).toEqual([
      new Date("2026-06-06T01:30:00.000Z"),
    ]);
    expect(originalStarts(late, window("2026-06-06", "2026-06-12", NEW_YORK), NEW_YORK)).toEqual([]);
  });

  it("finds nothing before the first or after the last occurrence", () => {
    expect(expandOccurrences(timing, [], window("2026-05-01", "2026-06-02", LONDON), LONDON)).toEqual([]);
    expect(expandOccurrences(timing, [], window("2026-07-01", "2026-08-01", LONDON), LONDON)).toEqual([]);
  });
});
