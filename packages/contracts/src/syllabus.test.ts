import { describe, expect, it } from "vitest";
import { followsTheme, seasonWeekOf, SyllabusThemeInputSchema, themeOfWeek } from "./syllabus.ts";

describe("season weeks", () => {
  it("counts weeks from the season's first day, 7 days each", () => {
    expect(seasonWeekOf("2026-08-31", "2026-08-31")).toBe(1);
    expect(seasonWeekOf("2026-09-06", "2026-08-31")).toBe(1);
    expect(seasonWeekOf("2026-09-07", "2026-08-31")).toBe(2);
    // Across the end of summer time in Europe: a calendar day is still a day.
    expect(seasonWeekOf("2026-10-26", "2026-08-31")).toBe(9);
  });

  it("is none before the season, past its 52nd week, or without a first day", () => {
    expect(seasonWeekOf("2026-08-30", "2026-08-31")).toBeNull();
    expect(seasonWeekOf("2027-08-30", "2026-08-31")).toBeNull();
    expect(seasonWeekOf("2026-09-01", null)).toBeNull();
  });
});

describe("themes", () => {
  const themes = [
    { ageGroup: "U12", firstWeek: 1, lastWeek: 4, title: "Playing out from the back" },
    { ageGroup: "U12", firstWeek: 5, lastWeek: 8, title: "Pressing" },
    { ageGroup: "U9", firstWeek: 1, lastWeek: 8, title: "Dribbling" },
  ] as const;

  it("finds the theme of an age group's week", () => {
    expect(themeOfWeek(themes, "U12", 4)?.title).toBe("Playing out from the back");
    expect(themeOfWeek(themes, "U12", 5)?.title).toBe("Pressing");
    expect(themeOfWeek(themes, "U9", 5)?.title).toBe("Dribbling");
    expect(themeOfWeek(themes, "U12", 9)).toBeNull();
    expect(themeOfWeek(themes, "U12", null)).toBeNull();
  });

  it("is followed by a session covering one of its phases and one of its topics", () => {
    const theme = { phases: ["attacking" as const], topics: ["Build-up"] };
    expect(followsTheme({ phases: ["attacking"], topics: ["build-up", "rondo"] }, theme)).toBe(true);
    expect(followsTheme({ phases: ["defending"], topics: ["build-up"] }, theme)).toBe(false);
    expect(followsTheme({ phases: ["attacking"], topics: ["finishing"] }, theme)).toBe(false);
    expect(followsTheme({ phases: ["attacking"], topics: [] }, { phases: ["attacking"], topics: [] })).toBe(true);
  });

  it("are refused with weeks in the wrong order or nothing to check against", () => {
    const base = { ageGroup: "U12", firstWeek: 3, lastWeek: 2, title: "Pressing", phases: ["defending"] };
    expect(SyllabusThemeInputSchema.safeParse(base).error?.issues[0]?.message).toBe(
      "The last week comes after the first",
    );
    expect(SyllabusThemeInputSchema.safeParse({ ...base, lastWeek: 4, phases: [] }).error?.issues[0]?.message).toBe(
      "Choose at least one phase or topic, so trainings can be checked against the theme",
    );
    expect(SyllabusThemeInputSchema.safeParse({ ...base, lastWeek: 4 }).success).toBe(true);
  });
});
