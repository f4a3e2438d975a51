import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../testing/api-mock.ts";
import LibraryPage from "./library-page.tsx";

function renderLibraryAt(path: string) {
  mockApi();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <LibraryPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole("navigation", { name: "Library sections" });
}

describe("the library page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens the tab its address names, the tactical drills' old address included", () => {
    for (const path of ["/library?view=tactical-drills", "/library?view=boards"]) {
      const sections = renderLibraryAt(path);
      expect(sections.querySelector('[aria-current="page"]')).toHaveTextContent("My tactical drills");
      cleanup();
    }
    expect(renderLibraryAt("/library").querySelector('[aria-current="page"]')).toHaveTextContent("Drills");
  });
});
