import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, renderHook, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ClubRole, Team } from "@touchline/contracts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, useCurrentToast } from "../../../components/ui/toast-store.ts";
import { mockApi } from "../../../testing/api-mock.ts";
import { aClub, aClubMember, aTeam } from "../../../testing/builders.ts";
import { ClubTeams } from "./club-teams.tsx";

let server: ReturnType<typeof mockApi>;
let teams: Team[];

beforeEach(() => {
  teams = [aTeam()];
  server = mockApi()
    .on("get", "/api/clubs/:clubId/teams", () => ({ teams }))
    .on("get", "/api/clubs/:clubId/members", {
      members: [
        aClubMember({ userId: "u1", name: "Ana Silva", role: "admin" }),
        aClubMember({ userId: "u2", name: "Bo Lind", role: "coach" }),
        aClubMember({ userId: "u3", name: "Cy Moss", role: "assistant" }),
      ],
    })
    .on(
      "post",
      "/api/clubs/:clubId/teams",
      ({ json }) => {
        const team = aTeam({
          id: "team2",
          name: json.name,
          ageGroup: json.ageGroup,
          format: json.format,
          season: json.season,
          coaches: [{ userId: "u2", name: "Bo Lind" }],
        });
        teams = [...teams, team];
        return { team };
      },
      { status: 201 },
    );
});
afterEach(() => {
  vi.unstubAllGlobals();
  const shown = renderHook(() => useCurrentToast()).result.current;
  if (shown) dismissToast(shown.id);
});

function renderTeams(myRole: ClubRole) {
  const router = createMemoryRouter([{ path: "/clubs/:clubId", element: <ClubTeams club={aClub({ myRole })} /> }], {
    initialEntries: ["/clubs/club1"],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("a club's teams", () => {
  it("show their age group, format, season and coaches, each opening its calendar; an assistant only reads", async () => {
    renderTeams("assistant");
    const team = await screen.findByRole("listitem", { name: "U12 Blue" });
    expect(within(team).getByRole("link", { name: "U12 Blue" })).toHaveAttribute("href", "/clubs/club1/teams/team1");
    expect(within(team).getByText("7v7")).toBeInTheDocument();
    expect(within(team).getByText("2025/26")).toBeInTheDocument();
    expect(within(team).getByText("Ana Silva")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add a team" })).not.toBeInTheDocument();
    expect(within(team).queryByRole("button", { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it("get a new team from a club admin, coached by the club's coaches (not its assistants)", async () => {
    renderTeams("admin");
    await userEvent.click(await screen.findByRole("button", { name: "Add a team" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a team" });
    expect(await within(dialog).findByRole("checkbox", { name: /Bo Lind/ })).toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: /Ana Silva/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole("checkbox", { name: /Cy Moss/ })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Add team" }));
    expect(await within(dialog).findByText("Please give the team a name")).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText("Team name"), "U10 Red");
    await userEvent.selectOptions(within(dialog).getByLabelText("Age group"), "U10");
    await userEvent.selectOptions(within(dialog).getByLabelText("Format"), "5v5");
    await userEvent.clear(within(dialog).getByLabelText("Season"));
    await userEvent.type(within(dialog).getByLabelText("Season"), "2026/27");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Bo Lind/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add team" }));

    expect(await screen.findByRole("listitem", { name: "U10 Red" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "U10 Red",
      ageGroup: "U10",
      format: "5v5",
      season: "2026/27",
      coachIds: ["u2"],
    });
  });
});
