import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ClubRole, SyllabusTheme } from "@touchline/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../testing/api-mock.ts";
import { SyllabusCoverage } from "./syllabus-coverage.tsx";
import { SyllabusPlan } from "./syllabus-plan.tsx";

const playingOut: SyllabusTheme = {
  id: "th-1",
  ageGroup: "U12",
  firstWeek: 1,
  lastWeek: 4,
  title: "Playing out from the back",
  phases: ["attacking"],
  topics: ["build-up"],
};

let server: ReturnType<typeof mockApi>;
let themes: SyllabusTheme[];

beforeEach(() => {
  themes = [playingOut];
  server = mockApi()
    .on("get", "/api/clubs/:clubId/syllabus", () => ({ seasonStartsOn: "2026-08-31", themes }))
    .on("get", "/api/clubs/:clubId/syllabus/coverage", () => ({
      teams: [
        { teamId: "t1", teamName: "U12 Blues", ageGroup: "U12" as const, scheduled: 4, matching: 3 },
        { teamId: "t2", teamName: "U9 Reds", ageGroup: "U9" as const, scheduled: 0, matching: 0 },
      ],
    }))
    .on(
      "post",
      "/api/clubs/:clubId/syllabus",
      ({ json }) => {
        const theme = { id: "th-2", phases: [], topics: [], ...json };
        themes = [...themes, theme];
        return { theme };
      },
      { status: 201 },
    );
});
afterEach(() => vi.unstubAllGlobals());

function renderPlan(myRole: ClubRole) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SyllabusPlan clubId="club1" myRole={myRole} />
    </QueryClientProvider>,
  );
}

describe("the syllabus", () => {
  it("shows each age group's weeks and themes to a coach, without the admin's buttons", async () => {
    renderPlan("coach");
    const u12 = await screen.findByRole("region", { name: "U12 themes" });
    expect(within(u12).getByText("Weeks 1–4")).toBeInTheDocument();
    expect(within(u12).getByText("Playing out from the back")).toBeInTheDocument();
    expect(within(u12).getByText("Attacking · build-up")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add theme" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit/ })).toBeNull();
  });

  it("lets a club admin add a theme, and says why one cannot be checked", async () => {
    const user = userEvent.setup();
    renderPlan("admin");
    await user.click(await screen.findByRole("button", { name: "Add theme" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a theme" });
    await user.type(within(dialog).getByLabelText("Theme"), "Pressing");
    await user.clear(within(dialog).getByLabelText("First week"));
    await user.type(within(dialog).getByLabelText("First week"), "5");
    await user.clear(within(dialog).getByLabelText("Last week"));
    await user.type(within(dialog).getByLabelText("Last week"), "8");
    await user.click(within(dialog).getByRole("button", { name: "Add theme" }));
    expect(
      await within(dialog).findByText(
        "Choose at least one phase or topic, so trainings can be checked against the theme",
      ),
    ).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === "POST")).toEqual([]);

    await user.click(within(dialog).getByRole("checkbox", { name: "Defending" }));
    await user.type(within(dialog).getByLabelText("Topics"), "pressing, counter-press");
    await user.click(within(dialog).getByRole("button", { name: "Add theme" }));
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
        {
          ageGroup: "U12",
          firstWeek: 5,
          lastWeek: 8,
          title: "Pressing",
          phases: ["defending"],
          topics: ["pressing", "counter-press"],
        },
      ]),
    );
    expect(await screen.findByText("Weeks 5–8")).toBeInTheDocument();
  });
});

describe("the syllabus's coverage", () => {
  it("shows each team's share of trainings that follow the theme", async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SyllabusCoverage clubId="club1" />
      </QueryClientProvider>,
    );
    const blues = await screen.findByRole("listitem", { name: "U12 Blues" });
    expect(blues).toHaveTextContent("75 % · 3 of 4 trainings follow the theme");
    expect(within(blues).getByRole("meter")).toHaveAttribute("aria-valuenow", "75");
    expect(screen.getByRole("listitem", { name: "U9 Reds" })).toHaveTextContent(
      "No trainings scheduled in weeks with a theme yet.",
    );
  });
});
