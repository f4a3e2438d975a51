import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  type PlayerLoad,
  type PlayerLoadResponse,
  PlayerLoadResponseSchema,
  type PlayerWeekLoad,
} from "@touchline/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../testing/api-mock.ts";
import { aClub, aTeam } from "../../../testing/builders.ts";
import { TeamPlayerLoad } from "./team-player-load.tsx";

const week = (monday: string, isoWeek: number, overrides: Partial<PlayerWeekLoad> = {}): PlayerWeekLoad => ({
  monday,
  isoYear: 2026,
  isoWeek,
  isCurrent: false,
  isHard: false,
  load: 0,
  attended: 0,
  ...overrides,
});

const aPlayerLoad = (overrides: Partial<PlayerLoad> = {}): PlayerLoad => ({
  id: "p1",
  firstName: "Sam",
  lastName: "Okafor",
  shirtNumber: 7,
  weeks: [
    week("2026-01-05", 2, { load: 90, attended: 1 }),
    week("2026-01-12", 3, { isCurrent: true, load: 60, attended: 1 }),
  ],
  acute: 60,
  chronic: 37.5,
  ratio: 1.6,
  isFlagged: true,
  attendance: { present: 2, registers: 3, percent: 67 },
  ...overrides,
});

function aLoadAnswer(players: PlayerLoad[], registers: number): PlayerLoadResponse {
  return PlayerLoadResponseSchema.parse({
    asOf: "2026-01-14",
    seasonFrom: "2025-09-01",
    team: {
      weeks: [
        {
          ...week("2026-01-05", 2, { isHard: registers > 0 }),
          load: registers > 0 ? 45 : 0,
          registers: registers > 0 ? 1 : 0,
        },
        {
          ...week("2026-01-12", 3, { isCurrent: true }),
          load: registers > 0 ? 30 : 0,
          registers: registers > 0 ? 1 : 0,
        },
      ].map(({ attended: _attended, ...teamWeek }) => teamWeek),
      acute: 30,
      chronic: 18.8,
      ratio: registers > 0 ? 1.6 : null,
      isFlagged: registers > 0,
      registers,
    },
    players,
  });
}

const lea = aPlayerLoad({
  id: "p2",
  firstName: "Lea",
  lastName: "Berg",
  shirtNumber: 1,
  weeks: [week("2026-01-05", 2), week("2026-01-12", 3, { isCurrent: true })],
  acute: 0,
  chronic: 0,
  ratio: null,
  isFlagged: false,
  attendance: { present: 0, registers: 3, percent: 0 },
});

let answer: PlayerLoadResponse;
let server: ReturnType<typeof mockApi>;
beforeEach(() => {
  // Only the clock: the page's window runs from the club's season start to today.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-01-14T12:00:00"));
  answer = aLoadAnswer([lea, aPlayerLoad()], 3);
  server = mockApi().on("get", "/api/clubs/:clubId/teams/:teamId/player-load", () => answer);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderLoad() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TeamPlayerLoad club={aClub({ seasonStartsOn: "2025-09-01" })} team={aTeam()} notFound={<h1>Not found</h1>} />
    </QueryClientProvider>,
  );
}

describe("a team's players' loads", () => {
  it("lists each player's week, load ratio with a written flag, and attendance", async () => {
    renderLoad();
    const table = await screen.findByRole("table", { name: /U12 Blue players' loads/ });
    const rows = within(table).getAllByRole("row");
    expect(
      within(rows[0]!)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["No.", "Name", "This week", "Load ratio (7 d : 28 d)", "Attendance"]);
    expect(
      within(rows[1]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["1", "0", "–none", "0%0 of 3"]);
    expect(
      within(rows[2]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["7", "60", "1.60High", "67%2 of 3"]);
    expect(within(rows[2]!).getByText("High")).toBeInTheDocument();
    expect(within(rows[1]!).queryByText("High")).not.toBeInTheDocument();
    expect(screen.getAllByTitle(/divided by the average weekly load of the last 28 days/).length).toBeGreaterThan(0);
    expect(server.calls.at(-1)?.path).toMatch(/player-load\?from=2025-09-01&to=2026-01-14$/);
  });

  it("draws the team's weekly chart, and a player's own when their name is chosen", async () => {
    renderLoad();
    expect(
      await screen.findByRole("img", { name: "Team weekly load (average per player)" }),
    ).toHaveAccessibleDescription(
      /Week 2 \(from 5 Jan\): average load 45 per player from 1 register, a high load ratio/,
    );
    const sam = screen.getByRole("button", { name: "Sam Okafor" });
    await userEvent.click(sam);
    expect(sam).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("img", { name: "Sam Okafor's weekly load" })).toHaveAccessibleDescription(
      /Week 2 \(from 5 Jan\): load 90 from 1 event attended; Week 3 \(from 12 Jan\), this week: load 60/,
    );
    await userEvent.click(screen.getByRole("button", { name: "Close Sam Okafor’s chart" }));
    expect(screen.queryByRole("img", { name: "Sam Okafor's weekly load" })).not.toBeInTheDocument();
  });

  it("offers the loads as a CSV file of the same weeks", async () => {
    renderLoad();
    const link = await screen.findByRole("link", { name: "Download CSV" });
    expect(link.getAttribute("href")).toMatch(
      /^\/api\/clubs\/club1\/teams\/team1\/player-load\.csv\?from=2025-09-01&to=2026-01-14$/,
    );
  });

  it("says when loads will appear while no register has been taken", async () => {
    answer = aLoadAnswer([lea], 0);
    renderLoad();
    expect(await screen.findByText("Loads appear once registers are taken on the pitch.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Download CSV" })).not.toBeInTheDocument();
  });
});
