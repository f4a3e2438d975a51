import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TeamLinkStatusResponse } from "@touchline/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../testing/api-mock.ts";
import { TeamLinkPanel } from "./team-link-panel.tsx";

const TEAM = { clubId: "club", teamId: "team" };
const URL_OF = (token: string) => `https://touchline.example/team/${token.repeat(43)}`;

let status: TeamLinkStatusResponse;
let server: ReturnType<typeof mockApi>;

beforeEach(() => {
  status = { link: null };
  server = mockApi()
    .on("get", "/api/clubs/:clubId/teams/:teamId/team-link", () => status)
    .on("post", "/api/clubs/:clubId/teams/:teamId/team-link", () => {
      status = { link: { url: URL_OF(status.link ? "B" : "A"), createdAt: "2026-11-27T09:00:00.000Z" } };
      return status;
    })
    .on("delete", "/api/clubs/:clubId/teams/:teamId/team-link", () => {
      status = { link: null };
      return { ok: true as const };
    });
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel(canManage: boolean) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TeamLinkPanel team={TEAM} canManage={canManage} />
    </QueryClientProvider>,
  );
}

const writes = () => server.calls.filter((call) => call.method !== "GET").map((call) => call.method);

describe("the team link panel", () => {
  it("says what the link shows, and lets a coach make, renew and stop it", async () => {
    renderPanel(true);
    expect(
      screen.getByText(
        "Anyone with this link sees the team’s next event and its drills, without an account. It shows no player’s name.",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText("No team link yet.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Make the team link" }));
    expect(await screen.findByRole("textbox", { name: "Link" })).toHaveValue(URL_OF("A"));
    expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Make a new link" }));
    expect(await screen.findByDisplayValue(URL_OF("B"))).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Stop the link" }));
    expect(await screen.findByText("No team link yet.")).toBeInTheDocument();
    expect(writes()).toEqual(["POST", "POST", "DELETE"]);
  });

  it("lets any member copy a live link but not make or stop it", async () => {
    status = { link: { url: URL_OF("A"), createdAt: "2026-11-27T09:00:00.000Z" } };
    renderPanel(false);
    expect(await screen.findByRole("textbox", { name: "Link" })).toHaveValue(URL_OF("A"));
    expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Make/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Stop the link" })).not.toBeInTheDocument();
  });
});
