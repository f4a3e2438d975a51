import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PlayerPageResponse } from "@touchline/contracts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRefusal, mockApi } from "../../../testing/api-mock.ts";
import { PlayerAvailability } from "./player-availability.tsx";

const TOKEN = "A".repeat(43);
const TRAINING = { eventId: "training", occurrenceStart: "2026-12-01T18:00:00.000Z" };

let server: ReturnType<typeof mockApi>;
let page: PlayerPageResponse;

beforeEach(() => {
  page = {
    player: { name: "Sam O.", shirtNumber: 7 },
    team: {
      name: "U12 Blues",
      clubName: "Riverside Juniors",
      crestUrl: null,
      kitPrimary: "#1d4ed8",
      kitSecondary: "#ffffff",
      timeZone: "Europe/London",
    },
    events: [
      {
        ...TRAINING,
        kind: "training",
        title: "",
        date: "2026-12-01",
        time: "18:00",
        durationMinutes: 90,
        place: "Pitch 2",
        answer: null,
      },
      {
        eventId: "match",
        occurrenceStart: "2026-12-06T10:00:00.000Z",
        kind: "match",
        title: "Derby",
        date: "2026-12-06",
        time: "10:00",
        durationMinutes: 60,
        place: "",
        answer: { isAvailable: true, reason: "", answeredAt: "2026-11-27T09:00:00.000Z" },
      },
    ],
  };
  server = mockApi()
    .on("get", "/api/player-links/:token", () => page)
    .on("put", "/api/player-links/:token/answers", ({ json }) => ({
      answer: { isAvailable: json.isAvailable, reason: json.reason ?? "", answeredAt: "2026-11-27T10:00:00.000Z" },
    }));
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(token = TOKEN) {
  const router = createMemoryRouter([{ path: "/player/:token", element: <PlayerAvailability token={token} /> }], {
    initialEntries: [`/player/${token}`],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const answers = () => server.calls.filter((call) => call.method === "PUT").map((call) => call.body);

describe("a player's personal link", () => {
  it("lists the team's coming events with what was answered", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Sam O." })).toBeInTheDocument();
    expect(screen.getByText("Shirt number 7")).toBeInTheDocument();
    const training = screen.getByRole("article", { name: "Tuesday 1 December 2026" });
    expect(within(training).getByText("Training · 18:00 – 19:30 · Pitch 2")).toBeInTheDocument();
    expect(within(training).getByText("No answer yet")).toBeInTheDocument();
    // The next event's plan (its drills, what to bring) opens from it.
    expect(within(training).getByRole("link", { name: "See the plan" })).toHaveAttribute(
      "href",
      `/player/${TOKEN}/next`,
    );
    const match = screen.getByRole("article", { name: "Sunday 6 December 2026" });
    expect(within(match).getByRole("button", { name: "Available" })).toHaveAttribute("aria-pressed", "true");
    expect(within(match).getByText("Sam O. can come")).toBeInTheDocument();
  });

  it("answers Not available at once, then sends a reason", async () => {
    const user = userEvent.setup();
    renderPage();
    const training = await screen.findByRole("article", { name: "Tuesday 1 December 2026" });
    await user.click(within(training).getByRole("button", { name: "Not available" }));
    expect(await within(training).findByText("Sam O. cannot come")).toBeInTheDocument();
    await user.type(within(training).getByLabelText("Reason (optional)"), "School trip");
    await user.click(within(training).getByRole("button", { name: "Save reason" }));
    await vi.waitFor(() => expect(answers()).toHaveLength(2));
    expect(answers()).toEqual([
      { ...TRAINING, isAvailable: false, reason: "" },
      { ...TRAINING, isAvailable: false, reason: "School trip" },
    ]);
  });

  it("shows the server's refusal beside the event", async () => {
    server.on(
      "put",
      "/api/player-links/:token/answers",
      new ApiRefusal(404, "NOT_FOUND", "This event is not one of the team's coming events."),
    );
    const user = userEvent.setup();
    renderPage();
    const training = await screen.findByRole("article", { name: "Tuesday 1 December 2026" });
    await user.click(within(training).getByRole("button", { name: "Available" }));
    expect(await within(training).findByRole("alert")).toHaveTextContent("not one of the team's coming events");
  });

  it("says a revoked or mistyped link does not work, without asking the server for a mistyped one", async () => {
    server.on("get", "/api/player-links/:token", new ApiRefusal(404, "NOT_FOUND", "This link does not work any more."));
    renderPage();
    expect(await screen.findByRole("heading", { name: "This link does not work any more" })).toBeInTheDocument();
    vi.unstubAllGlobals();
    server = mockApi();
    renderPage("short");
    expect(await screen.findAllByRole("heading", { name: "This link does not work any more" })).toHaveLength(2);
    expect(server.calls).toHaveLength(0);
  });
});
