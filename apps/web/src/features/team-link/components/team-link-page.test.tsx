import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import type { PlayerNextEventResponse, TeamPageResponse } from "@touchline/contracts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { stubEditorDomApis } from "../../../test/stub-editor-dom-apis.ts";
import { ApiRefusal, mockApi } from "../../../testing/api-mock.ts";
import { aBlock } from "../../../testing/builders.ts";
import { ClubBadge } from "../../clubs/index.ts";
import { AnimatedDiagram } from "../../sessions/index.ts";
import { PlayerPlanPage, TeamLinkPage } from "./team-link-page.tsx";

const VIEWS = { Badge: ClubBadge, Drawing: AnimatedDiagram };

const TOKEN = "T".repeat(43);
const TEAM: TeamPageResponse["team"] = {
  name: "U12 Blues",
  clubName: "Riverside Juniors",
  crestUrl: null,
  kitPrimary: "#1d4ed8",
  kitSecondary: "#ffffff",
  timeZone: "Europe/London",
};

const drillOf = (block: ReturnType<typeof aBlock>) => ({
  id: block.id,
  title: block.title,
  durationMinutes: block.durationMinutes,
  intensity: block.intensity,
  organisation: block.organisation,
  diagram: block.diagram,
  coachingPoints: block.coachingPoints,
});

let teamPage: TeamPageResponse | ApiRefusal;
let playerPlan: PlayerNextEventResponse;

beforeAll(stubEditorDomApis);
beforeEach(() => {
  teamPage = {
    team: TEAM,
    event: {
      eventId: "training",
      occurrenceStart: "2026-12-01T18:00:00.000Z",
      kind: "training",
      title: "Tuesday training",
      date: "2026-12-01",
      time: "18:00",
      durationMinutes: 90,
      place: "Pitch 2",
      bring: "Shin pads and a white shirt",
      session: {
        title: "Pressing",
        drills: [
          drillOf(aBlock({ id: "warm-up", title: "Warm-up rondo", organisation: "A 10 x 10 m square." })),
          drillOf(
            aBlock({
              id: "game",
              title: "Counter-press game",
              durationMinutes: 20,
              intensity: "high",
              coachingPoints: ["Press within five seconds"],
            }),
          ),
        ],
      },
    },
  };
  playerPlan = {
    ...(teamPage as TeamPageResponse),
    player: { name: "Sam O.", shirtNumber: 7 },
    answer: { isAvailable: true, reason: "", answeredAt: "2026-11-27T09:00:00.000Z" },
  };
  mockApi()
    .on("get", "/api/team-links/:token", () => teamPage)
    .on("get", "/api/player-links/:token/next-event", () => playerPlan);
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/team/:token", element: <TeamLinkPage token={path.split("/")[2]!} views={VIEWS} /> },
      { path: "/player/:token/next", element: <PlayerPlanPage token={path.split("/")[2]!} views={VIEWS} /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the team link's page", () => {
  it("shows the next event's date, time, place and what to bring", async () => {
    renderAt(`/team/${TOKEN}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Tuesday training" })).toBeInTheDocument();
    expect(screen.getByText("U12 Blues · Riverside Juniors")).toBeInTheDocument();
    expect(screen.getByText("Tuesday 1 December 2026")).toBeInTheDocument();
    expect(screen.getByText("18:00 – 19:30")).toBeInTheDocument();
    expect(screen.getByText("Pitch 2")).toBeInTheDocument();
    expect(screen.getByText("Shin pads and a white shirt")).toBeInTheDocument();
  });

  it("shows each drill with its drawing, and coaching points only where the answer has them", async () => {
    renderAt(`/team/${TOKEN}`);
    const warmUp = await screen.findByRole("article", { name: "1. Warm-up rondo" });
    expect(within(warmUp).getByText("15 min · Medium intensity")).toBeInTheDocument();
    expect(within(warmUp).getByText("A 10 x 10 m square.")).toBeInTheDocument();
    expect(within(warmUp).getByRole("img", { name: "Warm-up rondo" })).toBeInTheDocument();
    expect(within(warmUp).queryByText("Coaching points")).not.toBeInTheDocument();

    const game = screen.getByRole("article", { name: "2. Counter-press game" });
    expect(within(game).getByText("20 min · High intensity")).toBeInTheDocument();
    expect(within(game).getByText("Coaching points")).toBeInTheDocument();
    expect(within(game).getByText("Press within five seconds")).toBeInTheDocument();
    // The team's page is shared: it is for nobody in particular.
    expect(screen.queryByText(/^For /)).not.toBeInTheDocument();
  });

  it("says so when nothing is planned", async () => {
    teamPage = { team: TEAM, event: null };
    renderAt(`/team/${TOKEN}`);
    expect(await screen.findByText("No event is planned yet.")).toBeInTheDocument();
  });

  it("says a stopped or mistyped link no longer works", async () => {
    teamPage = new ApiRefusal(404, "NOT_FOUND", "This link no longer works.");
    renderAt(`/team/${TOKEN}`);
    expect(await screen.findByRole("heading", { name: "This link no longer works" })).toBeInTheDocument();
  });

  it("does not ask the server about something that is not a link", () => {
    renderAt("/team/not-a-token");
    expect(screen.getByRole("heading", { name: "This link no longer works" })).toBeInTheDocument();
  });
});

describe("the plan from a personal link", () => {
  it("is the same plan, for the player by first name and initial, with their answer and the way to change it", async () => {
    renderAt(`/player/${TOKEN}/next`);
    expect(await screen.findByText("For Sam O.")).toBeInTheDocument();
    expect(screen.getByText("Sam O. can come.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Change the answer" })).toHaveAttribute("href", `/player/${TOKEN}`);
    expect(screen.getByRole("article", { name: "2. Counter-press game" })).toBeInTheDocument();
  });
});
