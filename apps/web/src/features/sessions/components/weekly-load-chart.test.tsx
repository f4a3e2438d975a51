import { render, screen } from "@testing-library/react";
import type { MySessionSummary } from "@touchline/contracts";
import { describe, expect, it } from "vitest";
import { localToday, WeeklyLoadChart } from "./weekly-load-chart.tsx";

const dated = (date: string | null, load: number) => ({ date, load }) as MySessionSummary;

describe("WeeklyLoadChart", () => {
  it("draws nine weeks around today, describes each and marks the hard one", () => {
    const { container } = render(
      <WeeklyLoadChart
        today="2026-11-25"
        sessions={[dated("2026-11-17", 100), dated("2026-11-24", 100), dated("2026-12-09", 300), dated(null, 500)]}
      />,
    );
    const chart = screen.getByRole("img", { name: "Weekly load" });
    expect(chart).toHaveAccessibleDescription(
      expect.stringContaining("Week 48 (from 23 Nov), this week: load 100 from 1 session;"),
    );
    expect(chart).toHaveAccessibleDescription(
      expect.stringContaining("Week 50 (from 7 Dec): load 300 from 1 session, a hard week"),
    );
    expect(chart).toHaveAccessibleDescription(expect.stringContaining("Week 44 (from 26 Oct): no sessions"));
    expect(container.querySelectorAll("g[data-week]")).toHaveLength(9);
    expect([...container.querySelectorAll("g[data-hard]")].map((week) => week.getAttribute("data-week"))).toEqual([
      "2026-12-07",
    ]);
    expect(screen.getByText("300!")).toBeInTheDocument();
    expect(screen.getByText(/Low 1, Medium 2, High 3/)).toBeInTheDocument();
  });

  it("says so when no session in the weeks shown has a date", () => {
    render(<WeeklyLoadChart today="2026-11-25" sessions={[dated(null, 90), dated("2025-01-01", 90)]} />);
    expect(screen.getByRole("img", { name: "Weekly load" })).toHaveAccessibleDescription(
      "No dated sessions in the four weeks before or after this one.",
    );
  });

  it("takes today from the coach's own calendar", () => {
    expect(localToday(new Date(2026, 0, 5, 0, 30))).toBe("2026-01-05");
  });
});
