import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../testing/api-mock.ts";
import { aClub, aSquadPlayer, aTeam, aUser } from "../../testing/builders.ts";
import type { ClubOutletContext } from "./club-outlet.ts";
import ClubTeamLayout from "./club-team-layout.tsx";
import ClubTeamSquadPage from "./club-team-squad-page.tsx";

beforeEach(() => {
  mockApi()
    .on("get", "/api/auth/session", { user: aUser() })
    .on("get", "/api/clubs/:clubId/teams", { teams: [aTeam()] })
    .on("get", "/api/clubs/:clubId/teams/:teamId/squad", { players: [aSquadPlayer()] });
});
afterEach(() => vi.unstubAllGlobals());

function renderTeamPages(path: string) {
  const router = createMemoryRouter(
    [
      {
        // The club's frame hands its club down, as club-layout.tsx does.
        path: "/clubs/:clubId",
        element: <Outlet context={{ club: aClub() } satisfies ClubOutletContext} />,
        children: [
          {
            path: "/clubs/:clubId/teams/:teamId",
            element: <ClubTeamLayout />,
            children: [
              { index: true, element: <h2>The calendar</h2> },
              { path: "/clubs/:clubId/teams/:teamId/squad", element: <ClubTeamSquadPage /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("a team's pages", () => {
  it("have the calendar and the squad at addresses of their own, as sections", async () => {
    const router = renderTeamPages("/clubs/club1/teams/team1/squad");
    expect(await screen.findByRole("heading", { name: "U12 Blue squad" })).toBeInTheDocument();
    const sections = screen.getByRole("navigation", { name: "Team sections" });
    expect(within(sections).getByRole("link", { name: "Squad" })).toHaveAttribute("aria-current", "page");

    await userEvent.click(within(sections).getByRole("link", { name: "Calendar" }));
    expect(await screen.findByRole("heading", { name: "The calendar" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/clubs/club1/teams/team1");
    expect(within(sections).getByRole("link", { name: "Calendar" })).toHaveAttribute("aria-current", "page");
    expect(within(sections).getByRole("link", { name: "Squad" })).not.toHaveAttribute("aria-current");
  });

  it("answer a team the club does not have with the 404 page", async () => {
    renderTeamPages("/clubs/club1/teams/gone/squad");
    expect(await screen.findByRole("heading", { name: "This page is off the pitch" })).toBeInTheDocument();
  });
});
