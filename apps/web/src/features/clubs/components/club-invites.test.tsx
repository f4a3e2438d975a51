import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, renderHook, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ClubInvite } from "@touchline/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, useCurrentToast } from "../../../components/ui/toast-store.ts";
import { mockApi } from "../../../testing/api-mock.ts";
import { aClubInvite } from "../../../testing/builders.ts";
import { inviteStatusOf } from "../lib/invite-status.ts";
import { ClubInvites } from "./club-invites.tsx";

const LINK = "https://touchline.example/join/AbCdEf0123456789xyzQ";

let server: ReturnType<typeof mockApi>;
let invites: ClubInvite[];
let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  invites = [
    aClubInvite({ id: "inv-active", role: "coach", maxUses: 5, useCount: 2 }),
    aClubInvite({ id: "inv-expired", role: "assistant", expiresAt: "2020-01-01T00:00:00.000Z" }),
    aClubInvite({ id: "inv-revoked", role: "admin", isRevoked: true }),
    aClubInvite({ id: "inv-used", role: "coach", email: "bo@example.com", maxUses: 1, useCount: 1 }),
  ];
  server = mockApi()
    .on("get", "/api/clubs/:clubId/invites", () => ({ invites }))
    .on(
      "post",
      "/api/clubs/:clubId/invites",
      ({ json }) => {
        const invite = aClubInvite({ id: "inv-new", role: json.role ?? "coach" });
        invites = [invite, ...invites];
        return { invite, url: LINK };
      },
      { status: 201 },
    )
    .on("delete", "/api/clubs/:clubId/invites/:inviteId", ({ param }) => {
      invites = invites.map((invite) => (invite.id === param.inviteId ? { ...invite, isRevoked: true } : invite));
      return undefined;
    });
  writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  const shown = renderHook(() => useCurrentToast()).result.current;
  if (shown) dismissToast(shown.id);
  Reflect.deleteProperty(navigator, "clipboard");
});

function renderInvites() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ClubInvites clubId="club1" />
    </QueryClientProvider>,
  );
}

describe("a club admin's invitation links", () => {
  it("each say whether they still work, and only a working one can be revoked", async () => {
    renderInvites();
    const active = await screen.findByRole("listitem", { name: "Coach invitation" });
    expect(within(active).getByText("Active")).toBeInTheDocument();
    expect(within(active).getByText(/2 joined of 5/)).toBeInTheDocument();
    expect(within(active).getByRole("button", { name: /^Revoke/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole("listitem", { name: "Assistant invitation" })).getByText("Expired"),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("listitem", { name: "Club admin invitation" })).getByText("Revoked"),
    ).toBeInTheDocument();
    const usedUp = screen.getByRole("listitem", { name: "Coach invitation for bo@example.com" });
    expect(within(usedUp).getByText("Used up")).toBeInTheDocument();
    expect(within(usedUp).queryByRole("button", { name: /^Revoke/ })).not.toBeInTheDocument();
  });

  it("makes a link with the chosen role and limits, shows it once, and copies it", async () => {
    renderInvites();
    await userEvent.click(await screen.findByRole("button", { name: "Create an invitation link" }));
    const form = await screen.findByRole("dialog", { name: "Invite to the club" });
    await userEvent.selectOptions(within(form).getByLabelText("Role offered"), "assistant");
    await userEvent.clear(within(form).getByLabelText("Expires in (days)"));
    await userEvent.type(within(form).getByLabelText("Expires in (days)"), "14");
    await userEvent.type(within(form).getByLabelText("Use limit (optional)"), "3");
    await userEvent.click(within(form).getByRole("button", { name: "Create link" }));

    const shown = await screen.findByRole("dialog", { name: "Invitation link ready" });
    expect(within(shown).getByLabelText("Invitation link")).toHaveValue(LINK);
    expect(server.calls.find((call) => call.method === "POST")?.body).toEqual({
      role: "assistant",
      expiresInDays: 14,
      maxUses: 3,
      email: null,
    });
    await userEvent.click(within(shown).getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(within(shown).getByRole("button", { name: "Copied" })).toBeInTheDocument();
    expect(within(shown).getByText("The link is on your clipboard.")).toBeInTheDocument();

    await userEvent.click(within(shown).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(LINK)).not.toBeInTheDocument();
    expect(screen.queryByText(LINK)).not.toBeInTheDocument();
  });

  it("checks the form before sending: a wrong e-mail address and too many days", async () => {
    renderInvites();
    await userEvent.click(await screen.findByRole("button", { name: "Create an invitation link" }));
    const form = await screen.findByRole("dialog", { name: "Invite to the club" });
    await userEvent.clear(within(form).getByLabelText("Expires in (days)"));
    await userEvent.type(within(form).getByLabelText("Expires in (days)"), "90");
    await userEvent.type(within(form).getByLabelText("Send it to an e-mail address (optional)"), "not-an-address");
    await userEvent.click(within(form).getByRole("button", { name: "Create link" }));
    expect(await within(form).findByText("Please enter a valid e-mail address")).toBeInTheDocument();
    expect(within(form).getByLabelText("Expires in (days)")).toHaveAttribute("aria-invalid", "true");
    expect(server.calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("revokes a link after asking", async () => {
    renderInvites();
    const active = await screen.findByRole("listitem", { name: "Coach invitation" });
    await userEvent.click(within(active).getByRole("button", { name: /^Revoke/ }));
    await userEvent.click(await screen.findByRole("button", { name: "Revoke link" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("listitem", { name: "Coach invitation" })).getByText("Revoked"),
      ).toBeInTheDocument(),
    );
    expect(
      server.calls.some((call) => call.method === "DELETE" && call.path === "/api/clubs/club1/invites/inv-active"),
    ).toBe(true);
  });
});

describe("an invitation's status", () => {
  const now = new Date("2026-03-01T12:00:00.000Z");
  it("is revoked before used up before expired", () => {
    const expiredUsedRevoked = aClubInvite({
      isRevoked: true,
      maxUses: 1,
      useCount: 1,
      expiresAt: "2026-02-01T00:00:00.000Z",
    });
    expect(inviteStatusOf(expiredUsedRevoked, now)).toBe("revoked");
    expect(inviteStatusOf({ ...expiredUsedRevoked, isRevoked: false }, now)).toBe("used-up");
    expect(inviteStatusOf({ ...expiredUsedRevoked, isRevoked: false, maxUses: null }, now)).toBe("expired");
    expect(inviteStatusOf(aClubInvite({ expiresAt: "2026-03-01T12:00:01.000Z" }), now)).toBe("active");
  });
});
