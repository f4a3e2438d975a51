import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, renderHook, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ClubMember, ClubRole } from "@touchline/contracts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, useCurrentToast } from "../../../components/ui/toast-store.ts";
import { ApiRefusal, mockApi } from "../../../testing/api-mock.ts";
import { aClub, aClubMember, aUser } from "../../../testing/builders.ts";
import { ClubMembers } from "./club-members.tsx";

const me = aClubMember({ userId: "u1", name: "Ana Silva", role: "admin" });
const bo = aClubMember({ userId: "u2", name: "Bo Lind", role: "coach" });

let server: ReturnType<typeof mockApi>;
let members: ClubMember[];

beforeEach(() => {
  members = [me, bo];
  server = mockApi()
    .on("get", "/api/auth/session", { user: aUser({ id: "u1" }) })
    .on("get", "/api/clubs/:clubId/members", () => ({ members }))
    .on("get", "/api/clubs/:clubId/invites", { invites: [] })
    .on("patch", "/api/clubs/:clubId/members/:userId", ({ param, json }) => {
      members = members.map((member) => (member.userId === param.userId ? { ...member, role: json.role } : member));
      return { member: members.find((member) => member.userId === param.userId)! };
    })
    .on("delete", "/api/clubs/:clubId/members/:userId", ({ param }) => {
      members = members.filter((member) => member.userId !== param.userId);
      return undefined;
    })
    .on("post", "/api/clubs/:clubId/leave", () => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  const shown = renderHook(() => useCurrentToast()).result.current;
  if (shown) dismissToast(shown.id);
});

function renderMembers(myRole: ClubRole) {
  const router = createMemoryRouter(
    [
      { path: "/clubs/:clubId/members", element: <ClubMembers club={aClub({ myRole })} /> },
      { path: "/", element: <h1>My work</h1> },
    ],
    { initialEntries: ["/clubs/club1/members"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

const toastShown = () => renderHook(() => useCurrentToast()).result.current;

describe("a club's members", () => {
  it("are listed with their role badges; a coach sees no way to change them, nor the invitations", async () => {
    renderMembers("coach");
    const row = await screen.findByRole("listitem", { name: "Bo Lind" });
    expect(within(row).getByText("Coach")).toBeInTheDocument();
    expect(within(screen.getByRole("listitem", { name: "Ana Silva" })).getByText("Club admin")).toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Invitations" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Leave club" })).toBeInTheDocument();
  });

  it("take a new role from a club admin", async () => {
    renderMembers("admin");
    const row = await screen.findByRole("listitem", { name: "Bo Lind" });
    await userEvent.selectOptions(within(row).getByLabelText("Role of Bo Lind"), "assistant");
    await waitFor(() => expect(within(row).getByText("Assistant", { selector: "span" })).toBeInTheDocument());
    expect(server.calls.find((call) => call.method === "PATCH")).toEqual({
      method: "PATCH",
      path: "/api/clubs/club1/members/u2",
      body: { role: "assistant" },
    });
    expect(screen.getByRole("heading", { name: "Invitations" })).toBeInTheDocument();
  });

  it("say why the last club admin cannot step down, as the server words it, and keep the role", async () => {
    server.on(
      "patch",
      "/api/clubs/:clubId/members/:userId",
      new ApiRefusal(409, "CONFLICT", "A club needs at least one club admin."),
    );
    renderMembers("admin");
    const row = await screen.findByRole("listitem", { name: "Ana Silva" });
    await userEvent.selectOptions(within(row).getByLabelText("Role of Ana Silva"), "coach");
    await waitFor(() => expect(toastShown()?.description).toBe("A club needs at least one club admin."));
    expect(within(row).getByLabelText("Role of Ana Silva")).toHaveValue("admin");
    // Nobody removes themself: they leave.
    expect(within(row).queryByRole("button", { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it("lose a member a club admin removes, after a confirmation", async () => {
    renderMembers("admin");
    const row = await screen.findByRole("listitem", { name: "Bo Lind" });
    await userEvent.click(within(row).getByRole("button", { name: "Remove Bo Lind" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove Bo Lind from Riverside Juniors?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Remove member" }));
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Bo Lind" })).not.toBeInTheDocument());
    expect(server.calls.some((call) => call.method === "DELETE" && call.path === "/api/clubs/club1/members/u2")).toBe(
      true,
    );
  });

  it("can leave the club, and land on My work", async () => {
    const { router } = renderMembers("coach");
    await userEvent.click(await screen.findByRole("button", { name: "Leave club" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Leave Riverside Juniors?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Leave club" }));
    expect(await screen.findByRole("heading", { name: "My work" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(toastShown()?.title).toBe("You left Riverside Juniors");
  });

  it("cannot leave as the last club admin: the server's reason is shown", async () => {
    server.on("post", "/api/clubs/:clubId/leave", new ApiRefusal(409, "CONFLICT", "Name another club admin first."));
    const { router } = renderMembers("admin");
    await userEvent.click(await screen.findByRole("button", { name: "Leave club" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Leave club" }));
    await waitFor(() => expect(toastShown()?.description).toBe("Name another club admin first."));
    expect(router.state.location.pathname).toBe("/clubs/club1/members");
  });
});
