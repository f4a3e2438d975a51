import { describe, expect, it } from "vitest";
import { dayMonthLabel, monthLabel, weekdayLabels } from "./calendar-dates.ts";

describe("the calendar's dates", () => {
  it("are written as in Britain in English", () => {
    expect(dayMonthLabel("2027-03-09", "en")).toBe("9 Mar");
    expect(monthLabel("2027-03-09", "en")).toBe("March 2027");
    expect(weekdayLabels("en")).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
  });

  it("follow the reader's language", () => {
    expect(monthLabel("2027-03-09", "fr")).toBe("mars 2027");
    expect(weekdayLabels("nl")[0]).toBe("ma");
  });
});
