import { describe, expect, it } from "vitest";
import { createI18n } from "../../../lib/i18n/catalogues.ts";
import { drillFacts } from "./plan-labels.ts";

describe("the plan page's words", () => {
  it("write a drill's length and intensity in English", () => {
    const english = createI18n();
    expect(drillFacts(english, { durationMinutes: 90, intensity: "medium" })).toBe("1 h 30 min · Medium intensity");
    expect(drillFacts(english, { durationMinutes: 15, intensity: "low" })).toBe("15 min · Low intensity");
    expect(drillFacts(english, { durationMinutes: 60, intensity: "high" })).toBe("1 h · High intensity");
  });
});
