import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, useCurrentToast } from "../../../components/ui/toast-store.ts";
import { ApiRefusal, mockApi } from "../../../testing/api-mock.ts";
import { aClub } from "../../../testing/builders.ts";
import { browserTimeZone } from "../lib/time-zones.ts";
import { CreateClubForm } from "./create-club-form.tsx";

let server: ReturnType<typeof mockApi>;

beforeEach(() => {
  server = mockApi().on(
    "post",
    "/api/clubs",
    ({ json }) => ({ club: aClub({ id: "club-new", name: json.name, timeZone: json.timeZone ?? "UTC" }) }),
    { status: 201 },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  // The toast store outlives a test: the next one starts with none.
  const shown = renderHook(() => useCurrentToast()).result.current;
  if (shown) dismissToast(shown.id);
});

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: "/clubs/new", element: <CreateClubForm /> },
      { path: "/clubs/:clubId", element: <h1>Club home</h1> },
    ],
    { initialEntries: ["/clubs/new"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

const writes = () => server.calls.filter((call) => call.method !== "GET");

describe("creating a club", () => {
  it("asks for a name before sending anything", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Create club" }));
    expect(await screen.findByText("Please give the club a name")).toBeInTheDocument();
    expect(screen.getByLabelText("Club name")).toHaveAttribute("aria-invalid", "true");
    expect(writes()).toEqual([]);
  });

  it("offers the kit colours with their labels and the browser's time zone among every zone", () => {
    renderForm();
    expect(screen.getByLabelText("Main colour")).toHaveValue("#1d4ed8");
    expect(screen.getByLabelText("Second colour")).toHaveValue("#ffffff");
    const zone = screen.getByLabelText("Time zone");
    expect(zone).toHaveValue(browserTimeZone());
    expect(screen.getByRole("option", { name: "Europe/Madrid" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "America/New York" })).toHaveValue("America/New_York");
  });

  it("sends the name, colours and zone, then opens the new club's home", async () => {
    const { router } = renderForm();
    await userEvent.type(screen.getByLabelText("Club name"), "  Riverside Juniors ");
    await userEvent.selectOptions(screen.getByLabelText("Time zone"), "Europe/Madrid");
    await userEvent.click(screen.getByRole("button", { name: "Create club" }));
    expect(await screen.findByRole("heading", { name: "Club home" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/clubs/club-new");
    expect(writes()).toEqual([
      {
        method: "POST",
        path: "/api/clubs",
        body: { name: "Riverside Juniors", kitPrimary: "#1d4ed8", kitSecondary: "#ffffff", timeZone: "Europe/Madrid" },
      },
    ]);
  });

  it("puts the server's refusal of a field beside it", async () => {
    server.on("post", "/api/clubs", new ApiRefusal(400, "VALIDATION_FAILED", "Check the form", { name: "Name taken" }));
    renderForm();
    await userEvent.type(screen.getByLabelText("Club name"), "Riverside");
    await userEvent.click(screen.getByRole("button", { name: "Create club" }));
    await waitFor(() => expect(screen.getByLabelText("Club name")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("Name taken")).toBeInTheDocument();
  });
});
