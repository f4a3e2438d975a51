import { describe, expect, it } from "vitest";
import { dayMonthLabel, longDateLabel, monthLabel, shortDateLabel, weekdayLabels } from "./calendar-dates.ts";

describe("the calendar's dates", () => {
  it("are written as in Britain in English", () => {
    expect(longDateLabel("2027-03-09", "en")).toBe("Tuesday 9 March 2027");
    expect(shortDateLabel("2027-03-09", "en")).toBe("Tue 9 Mar");
    expect(dayMonthLabel("2027-03-09", "en")).toBe("9 Mar");
    expect(monthLabel("2027-03-09", "en")).toBe("March 2027");
    expect(weekdayLabels("en")).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
  });

  it("follow the reader's language", () => {
    expect(longDateLabel("2027-03-09", "de")).toBe("Dienstag, 9. März 2027");
    expect(monthLabel("2027-03-09", "fr")).toBe("mars 2027");
    expect(weekdayLabels("nl")[0]).toBe("ma");
  });
});
