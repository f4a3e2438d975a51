import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, useCurrentToast } from "../../../components/ui/toast-store.ts";
import { returnAfterSignIn } from "../../../lib/return-after-sign-in.ts";
import { mockApi } from "../../../testing/api-mock.ts";
import { aUser } from "../../../testing/builders.ts";
import { ConfirmEmailForm } from "./confirm-email-form.tsx";

const TOKEN = "confirm-token";

beforeEach(() => {
  mockApi().on("post", "/api/auth/confirm-email", { user: aUser() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  const shown = renderHook(() => useCurrentToast()).result.current;
  if (shown) dismissToast(shown.id);
});

function renderConfirm() {
  const router = createMemoryRouter(
    [
      { path: "/", element: <ConfirmEmailForm token={TOKEN} /> },
      { path: "/join/:token", element: <h1>Invitation</h1> },
    ],
    { initialEntries: [`/?confirm=${TOKEN}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

describe("confirming a sign-up that began on an invitation link", () => {
  it("goes back to the invitation once the new coach is signed in", async () => {
    returnAfterSignIn("/join/AbCdEf0123456789xyzQ");
    const { router } = renderConfirm();
    await userEvent.type(screen.getByLabelText("Password"), "tuesday-rondo-drill");
    await userEvent.click(screen.getByRole("button", { name: "Confirm and log in" }));
    expect(await screen.findByRole("heading", { name: "Invitation" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/join/AbCdEf0123456789xyzQ");
  });

  it("welcomes a coach who came from nowhere on the dashboard, as a new account", async () => {
    const { router } = renderConfirm();
    await userEvent.type(screen.getByLabelText("Password"), "tuesday-rondo-drill");
    await userEvent.click(screen.getByRole("button", { name: "Confirm and log in" }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/");
    expect(router.state.location.state).toEqual({ isNewAccount: true });
  });
});
