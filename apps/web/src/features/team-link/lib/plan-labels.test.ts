import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../lib/i18n/catalogues.ts";
import { drillFacts, planDateLabel, planTimeRange } from "./plan-labels.ts";

describe("the plan page's words", () => {
  it("write a date, a time and a drill's length as the calendar does, in English", () => {
    const english = createI18n();
    expect(planDateLabel(english, "2027-03-09")).toBe("Tuesday 9 March 2027");
    expect(planTimeRange("23:30", 90)).toBe("23:30 – 01:00");
    expect(drillFacts(english, { durationMinutes: 90, intensity: "medium" })).toBe("1 h 30 min · Medium intensity");
    expect(drillFacts(english, { durationMinutes: 15, intensity: "low" })).toBe("15 min · Low intensity");
    expect(drillFacts(english, { durationMinutes: 60, intensity: "high" })).toBe("1 h · High intensity");
  });

  it("write the date in the reader's language", () => {
    const german = setupI18n({ locale: "de", messages: { de: {} } });
    expect(planDateLabel(german, "2027-03-09")).toBe("Dienstag, 9. März 2027");
  });
});
