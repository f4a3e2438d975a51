import { describe, expect, it } from "vitest";
import { formatDayLong, formatDayShort, formatTimeRange } from "./format-date.ts";

describe("a calendar day and a time range", () => {
  it("are written as in Britain in English and in the pseudo-language", () => {
    expect(formatDayLong("2027-03-09", "en")).toBe("Tuesday 9 March 2027");
    expect(formatDayShort("2027-03-09", "en")).toBe("Tue 9 Mar");
    expect(formatDayLong("2027-03-09", "pseudo-LOCALE")).toBe("Tuesday 9 March 2027");
  });

  it("follow the reader's language", () => {
    expect(formatDayLong("2027-03-09", "de")).toBe("Dienstag, 9. März 2027");
    expect(formatDayShort("2027-03-09", "fr")).toBe("mar. 9 mars");
  });

  it("run past midnight when the duration does", () => {
    expect(formatTimeRange("18:00", 90)).toBe("18:00 – 19:30");
    expect(formatTimeRange("23:30", 90)).toBe("23:30 – 01:00");
  });
});
