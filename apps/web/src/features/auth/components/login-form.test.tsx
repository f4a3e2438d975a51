import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { returnAfterSignIn } from "../../../lib/return-after-sign-in.ts";
import { mockApi } from "../../../testing/api-mock.ts";
import { aUser } from "../../../testing/builders.ts";
import { CURRENT_USER_QUERY_KEY } from "../api/use-current-user.ts";
import { LoginForm } from "./login-form.tsx";

let server: ReturnType<typeof mockApi>;

beforeEach(() => {
  server = mockApi().on("post", "/api/auth/sign-up", ({ json }) => ({ email: json.email }), { status: 202 });
});
afterEach(() => vi.unstubAllGlobals());

function renderLogin(element = <LoginForm />) {
  const router = createMemoryRouter(
    [
      { path: "/login", element },
      { path: "*", element: <p>Elsewhere</p> },
    ],
    { initialEntries: ["/login"] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}

describe("sign-up on the login screen", () => {
  it("shows 'Check your email' with the address and signs nobody in", async () => {
    const { queryClient } = renderLogin();
    await userEvent.click(screen.getByRole("button", { name: "Create an account" }));
    await userEvent.type(screen.getByLabelText("First name"), "Ana");
    await userEvent.type(screen.getByLabelText("Last name"), "Silva");
    await userEvent.type(screen.getByLabelText("Email"), "ana@example.com");
    await userEvent.type(screen.getByLabelText("Password", { exact: true }), "tuesday-rondo-drill");
    await userEvent.click(screen.getByRole("button", { name: "Sign Up" }));

    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeInTheDocument();
    expect(screen.getByText("ana@example.com")).toBeInTheDocument();
    expect(screen.getByText(/spam or junk folder/)).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).toEqual(["/api/auth/sign-up"]);
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toBeUndefined();

    await userEvent.click(screen.getByRole("link", { name: "Back to Login" }));
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeInTheDocument();
  }, 20_000); // typing four fields is slow on a busy machine
});

describe("sign-in from a page that sent the visitor here", () => {
  it("returns to that page (an invitation link), and to the dashboard the time after", async () => {
    server.on("post", "/api/auth/sign-in", { user: aUser() });
    returnAfterSignIn("/join/AbCdEf0123456789xyzQ");
    const { router } = renderLogin();
    await userEvent.type(screen.getByLabelText("Email"), "ana@example.com");
    await userEvent.type(screen.getByLabelText("Password", { exact: true }), "tuesday-rondo-drill");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await screen.findByText("Elsewhere");
    expect(router.state.location.pathname).toBe("/join/AbCdEf0123456789xyzQ");
  }, 20_000);

  it("opens on the sign-up form when the link asks for an account", () => {
    renderLogin(<LoginForm initialMode="signUp" />);
    expect(screen.getByRole("heading", { name: "Create your account" })).toBeInTheDocument();
    expect(screen.getByLabelText("First name")).toBeInTheDocument();
  });
});
