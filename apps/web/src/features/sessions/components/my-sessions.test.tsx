import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../testing/api-mock.ts";
import { MySessions } from "./my-sessions.tsx";

let server: ReturnType<typeof mockApi>;

beforeEach(() => {
  server = mockApi().on("get", "/api/sessions/mine", { sessions: [] });
});
afterEach(() => vi.unstubAllGlobals());

function renderMySessions() {
  const router = createMemoryRouter([{ path: "/sessions", element: <MySessions /> }], {
    initialEntries: ["/sessions"],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The sort of the newest request for the list, and its search. */
const lastListRequest = () => {
  const { searchParams } = new URL(server.calls.at(-1)!.path, "http://localhost");
  return { q: searchParams.get("q"), sort: searchParams.get("sort") };
};
const sortOptions = () =>
  within(screen.getByLabelText("Sort by"))
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("My Sessions' sort", () => {
  it("offers Best match while searching, as the search's default, and keeps the coach's own choice by its name", async () => {
    const user = userEvent.setup();
    renderMySessions();
    await screen.findByText("You have no sessions yet.");
    expect(screen.getByLabelText("Sort by")).toHaveValue("updated");
    expect(sortOptions()).toEqual(["Last edited", "Newest", "Training date", "Title A–Z"]);
    expect(lastListRequest()).toEqual({ q: null, sort: "updated" });

    await user.type(screen.getByLabelText("Search my sessions"), "rondo");
    await waitFor(() => expect(lastListRequest()).toEqual({ q: "rondo", sort: "best_match" }));
    expect(screen.getByLabelText("Sort by")).toHaveValue("best_match");
    expect(sortOptions()).toEqual(["Best match", "Last edited", "Newest", "Training date", "Title A–Z"]);

    // Last edited while searching means the last edited first, not the best matches.
    await user.selectOptions(screen.getByLabelText("Sort by"), "Last edited");
    await waitFor(() => expect(lastListRequest()).toEqual({ q: "rondo", sort: "updated" }));

    await user.selectOptions(screen.getByLabelText("Sort by"), "Best match");
    await user.clear(screen.getByLabelText("Search my sessions"));
    // Nothing to rank without a search: the list is by last edit again, and Best match is not offered.
    await waitFor(() => expect(lastListRequest()).toEqual({ q: null, sort: "updated" }));
    expect(screen.getByLabelText("Sort by")).toHaveValue("updated");
    expect(sortOptions()).not.toContain("Best match");
  });
});
