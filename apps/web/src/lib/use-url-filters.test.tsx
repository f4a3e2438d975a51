import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useUrlFilters } from "./use-url-filters.ts";

describe("useUrlFilters", () => {
  it("keeps filters in the URL, and drops one that lands while the user is leaving for another page", async () => {
    let update: ReturnType<typeof useUrlFilters>["update"] = () => {};
    function FilterPage() {
      ({ update } = useUrlFilters());
      return null;
    }
    // The next page's code never finishes loading, as a slow lazy route would not yet have.
    const router = createMemoryRouter(
      [
        { path: "/", element: <FilterPage /> },
        { path: "/next", lazy: () => new Promise(() => {}) },
      ],
      { initialEntries: ["/?page=3"] },
    );
    render(<RouterProvider router={router} />);

    // A filter goes into the URL and sends the pager back to the first page.
    const applyFirstSearch = update;
    act(() => applyFirstSearch({ q: "rondo" }));
    expect(router.state.location.search).toBe("?q=rondo");

    // A click navigates away; a debounced search from before the click then fires.
    const applyLateSearch = update;
    await act(async () => {
      void router.navigate("/next");
    });
    expect(router.state.navigation.location?.pathname).toBe("/next");
    act(() => applyLateSearch({ q: "rondos" }));
    expect(router.state.navigation.location?.pathname).toBe("/next");
    expect(router.state.location.search).toBe("?q=rondo");
  });
});
