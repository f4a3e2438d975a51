import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CurrentUser } from "@touchline/contracts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, useCurrentToast } from "../../../components/ui/toast-store.ts";
import { takeReturnAfterSignIn } from "../../../lib/return-after-sign-in.ts";
import { ApiRefusal, mockApi } from "../../../testing/api-mock.ts";
import { aClub, aUser } from "../../../testing/builders.ts";
import { rememberJoinIntent } from "../lib/join-intent.ts";
import { JoinClub } from "./join-club.tsx";

const TOKEN = "AbCdEf0123456789xyzQ";

let server: ReturnType<typeof mockApi>;
let user: CurrentUser | null;

beforeEach(() => {
  user = aUser();
  server = mockApi()
    .on("get", "/api/auth/session", () => ({ user }))
    .on("get", "/api/club-invites/:token", {
      invite: {
        clubName: "Riverside Juniors",
        crestUrl: null,
        role: "coach",
        kitPrimary: "#b91c1c",
        kitSecondary: "#ffffff",
      },
    })
    .on("post", "/api/club-invites/:token/accept", { club: aClub({ id: "club1", myRole: "coach" }) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  // The toast store outlives a test: the next one starts with none.
  const shown = renderHook(() => useCurrentToast()).result.current;
  if (shown) dismissToast(shown.id);
});

function renderJoin(token = TOKEN) {
  const router = createMemoryRouter(
    [
      { path: "/join/:token", element: <JoinClub token={token} /> },
      { path: "/clubs/:clubId", element: <h1>Club home</h1> },
      { path: "/login", element: <h1>Log in</h1> },
    ],
    { initialEntries: [`/join/${token}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

const accepts = () => server.calls.filter((call) => call.method === "POST");

describe("an invitation page", () => {
  it("shows a signed-in coach the club and the role, and joins with one press", async () => {
    const { router } = renderJoin();
    expect(await screen.findByRole("heading", { name: "Join Riverside Juniors" })).toBeInTheDocument();
    expect(screen.getByText(/You are invited as/)).toHaveTextContent("You are invited as Coach.");
    expect(accepts()).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Join Riverside Juniors" }));
    expect(await screen.findByRole("heading", { name: "Club home" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/clubs/club1");
    expect(accepts().map((call) => call.path)).toEqual([`/api/club-invites/${TOKEN}/accept`]);
  });

  it("offers a visitor to sign up or sign in, and remembers to come back and join", async () => {
    user = null;
    const { router } = renderJoin();
    expect(await screen.findByRole("heading", { name: "Join Riverside Juniors" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Join Riverside Juniors" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in to join" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Create an account to join" }));
    expect(await screen.findByRole("heading", { name: "Log in" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?mode=sign-up");
    expect(takeReturnAfterSignIn()).toBe(`/join/${TOKEN}`);
    expect(accepts()).toEqual([]);
  });

  it("joins by itself for a coach back from signing in after choosing to join", async () => {
    rememberJoinIntent(TOKEN);
    const { router } = renderJoin();
    expect(await screen.findByRole("heading", { name: "Club home" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/clubs/club1");
    expect(accepts()).toHaveLength(1);
  });

  it("does not join by itself for another invitation than the one chosen", async () => {
    rememberJoinIntent("ZZZZZZ0123456789xyzQ");
    renderJoin();
    expect(await screen.findByRole("button", { name: "Join Riverside Juniors" })).toBeInTheDocument();
    expect(accepts()).toEqual([]);
  });

  it("says plainly when a link no longer works", async () => {
    server.on("get", "/api/club-invites/:token", new ApiRefusal(404, "NOT_FOUND", "This invitation does not exist."));
    renderJoin();
    expect(await screen.findByRole("heading", { name: "This invitation link does not work" })).toBeInTheDocument();
    expect(screen.getByText(/expired, been used up or been revoked/)).toBeInTheDocument();
  });

  it("says so when the link dies between the preview and the press", async () => {
    server.on(
      "post",
      "/api/club-invites/:token/accept",
      new ApiRefusal(404, "NOT_FOUND", "This invitation does not exist."),
    );
    renderJoin();
    await userEvent.click(await screen.findByRole("button", { name: "Join Riverside Juniors" }));
    expect(await screen.findByRole("heading", { name: "This invitation link does not work" })).toBeInTheDocument();
  });

  it("does not ask the server about an address that cannot be a link", async () => {
    renderJoin("short");
    expect(await screen.findByRole("heading", { name: "This invitation link does not work" })).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path.startsWith("/api/club-invites"))).toEqual([]);
  });
});
