import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRefusal, mockApi } from "../../../testing/api-mock.ts";
import { anAccount, aUser } from "../../../testing/builders.ts";
import { exportFileNameOf } from "../lib/download-account-export.ts";
import { AccountSettings } from "./account-settings.tsx";

const user = aUser();

let server: ReturnType<typeof mockApi>;

beforeEach(() => {
  server = mockApi().on("get", "/api/account", { account: anAccount(user) });
});
afterEach(() => vi.unstubAllGlobals());

function renderSettings(url = "/account-settings") {
  const onUserChanged = vi.fn();
  const onAccountDeleted = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "/account-settings",
        element: <AccountSettings user={user} onUserChanged={onUserChanged} onAccountDeleted={onAccountDeleted} />,
      },
    ],
    { initialEntries: [url] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onUserChanged, onAccountDeleted, router };
}

describe("account settings", () => {
  it("keeps 'Delete my account permanently' disabled until DELETE and the password are typed, then deletes", async () => {
    server.on("delete", "/api/account", { ok: true });
    const { onAccountDeleted } = renderSettings();
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    const confirm = within(dialog).getByRole("button", { name: "Delete my account permanently" });
    expect(confirm).toBeDisabled();

    await userEvent.type(within(dialog).getByLabelText("Type DELETE to confirm"), "delete");
    await userEvent.type(within(dialog).getByLabelText("Password"), "tuesday-rondo-drill");
    expect(confirm).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText("Type DELETE to confirm"));
    await userEvent.type(within(dialog).getByLabelText("Type DELETE to confirm"), "DELETE");
    expect(confirm).toBeEnabled();

    await userEvent.click(confirm);
    await waitFor(() => expect(onAccountDeleted).toHaveBeenCalledTimes(1));
    expect(server.calls.filter((call) => call.method === "DELETE")).toEqual([
      { method: "DELETE", path: "/api/account", body: { confirmation: "DELETE", password: "tuesday-rondo-drill" } },
    ]);
  });

  it("shows the server's wrong-password message beside the dialog's password field", async () => {
    server.on(
      "delete",
      "/api/account",
      new ApiRefusal(400, "VALIDATION_FAILED", "Your current password is incorrect.", {
        password: "Your current password is incorrect.",
      }),
    );
    const { onAccountDeleted } = renderSettings();
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Type DELETE to confirm"), "DELETE");
    await userEvent.type(within(dialog).getByLabelText("Password"), "wrong-one");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account permanently" }));
    expect(await within(dialog).findByText("Your current password is incorrect.")).toBeInTheDocument();
    expect(onAccountDeleted).not.toHaveBeenCalled();
  });

  it("checks that the new passwords match before asking the server", async () => {
    renderSettings();
    const section = screen.getByRole("region", { name: "Password" });
    await userEvent.type(within(section).getByLabelText("Current password"), "tuesday-rondo-drill");
    await userEvent.type(within(section).getByLabelText("New password"), "a-brand-new-secret");
    await userEvent.type(within(section).getByLabelText("Confirm new password"), "a-different-secret");
    await userEvent.click(within(section).getByRole("button", { name: "Update Password" }));
    expect(await within(section).findByText("Passwords do not match")).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === "/api/account/password")).toBe(false);
  });

  it("confirms an e-mail change link once, shows the new address and drops the token from the URL", async () => {
    const changed = aUser({ email: "ana.new@example.com" });
    server.on("post", "/api/account/email/confirm", { user: changed });
    const { onUserChanged, router } = renderSettings("/account-settings?email-change=secret-token");
    expect(await screen.findByText(/Your email address is now/)).toHaveTextContent(
      "Your email address is now ana.new@example.com.",
    );
    expect(onUserChanged).toHaveBeenCalledWith(changed);
    expect(server.calls.filter((call) => call.path === "/api/account/email/confirm")).toEqual([
      { method: "POST", path: "/api/account/email/confirm", body: { token: "secret-token" } },
    ]);
    expect(router.state.location.search).toBe("");
  });

  it("says so when the link is dead", async () => {
    server.on(
      "post",
      "/api/account/email/confirm",
      new ApiRefusal(400, "VALIDATION_FAILED", "This confirmation link is invalid, has expired or was already used."),
    );
    const { onUserChanged } = renderSettings("/account-settings?email-change=used-token");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This confirmation link is invalid, has expired or was already used.",
    );
    expect(onUserChanged).not.toHaveBeenCalled();
  });

  it("names the download after the server's file name, else today's date", () => {
    expect(exportFileNameOf('attachment; filename="touchline-export-2026-03-01.json"')).toBe(
      "touchline-export-2026-03-01.json",
    );
    expect(exportFileNameOf(null, new Date("2026-04-02T10:00:00Z"))).toBe("touchline-export-2026-04-02.json");
  });
});
