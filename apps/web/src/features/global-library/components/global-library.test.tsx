import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { GlobalLibraryResponse, SessionResponse, SessionSummary } from "@touchline/contracts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../testing/api-mock.ts";
import { aSession, aSessionSummary } from "../../../testing/builders.ts";
import { GlobalLibrary } from "./global-library.tsx";

const rondo = aSessionSummary({ id: "s-rondo", title: "Rondo week" });
const pressing = aSessionSummary({ id: "s-pressing", title: "Pressing in midfield" });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}
const libraryAnswer = (
  sessions: SessionSummary[],
  counted: { total?: number; totalIsCapped?: boolean } = {},
): GlobalLibraryResponse => ({
  sessions,
  total: sessions.length,
  totalIsCapped: false,
  page: 1,
  pageSize: 12,
  ...counted,
});

let server: ReturnType<typeof mockApi>;
let searches: Map<string, Promise<GlobalLibraryResponse>>;
let copyAnswer: ReturnType<typeof deferred<SessionResponse>>;

beforeEach(() => {
  copyAnswer = deferred<SessionResponse>();
  searches = new Map([["", Promise.resolve(libraryAnswer([rondo, pressing]))]]);
  server = mockApi()
    .on("get", "/api/global-library", ({ query }) => {
      const answer = searches.get(query.get("q") ?? "");
      if (!answer) throw new Error(`unexpected search ${query.toString()}`);
      return answer;
    })
    .on("post", "/api/sessions/:id/copy", () => copyAnswer.promise, { status: 201 });
});
afterEach(() => vi.unstubAllGlobals());

/** The sessions the coach asked to copy, by their copy requests. */
const copies = () => server.calls.filter((call) => call.method === "POST").map((call) => call.path);
const asked = (key: string, value: string) =>
  server.calls.some((call) => new URL(call.path, "http://localhost").searchParams.get(key) === value);

function renderLibrary(address = "/global-library") {
  // The filters drop a change once the window has left the page (lib/use-url-filters.ts): be on it.
  window.history.replaceState(null, "", address);
  const router = createMemoryRouter(
    [
      { path: "/global-library", element: <GlobalLibrary /> },
      { path: "/create-session", element: <h1>Session builder</h1> },
    ],
    { initialEntries: [address] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// The title is read after the visible words; jsdom joins it without the space a browser keeps.
const RONDO_COPY = /^Copy to my sessions ?\(Rondo week\)$/;

describe("global library", () => {
  it("finishes a copy started while a newer search replaces the results, and never starts it twice", async () => {
    const user = userEvent.setup();
    const router = renderLibrary();
    const pressingCard = await screen.findByRole("listitem", { name: "Pressing in midfield" });

    // A newer search is on its way; the previous results stay on screen and take the click.
    const narrowed = deferred<GlobalLibraryResponse>();
    searches.set("press", narrowed.promise);
    await user.type(screen.getByLabelText("Search sessions"), "press");
    await waitFor(() => expect(asked("q", "press")).toBe(true));
    const rondoCopy = screen.getByRole("button", { name: RONDO_COPY });
    expect(rondoCopy).toBeEnabled();
    await user.click(rondoCopy);
    expect(copies()).toEqual(["/api/sessions/s-rondo/copy"]);

    // The newer answer leaves the copied card out; a card it keeps is the same element, not a new one.
    await act(async () => narrowed.resolve(libraryAnswer([pressing])));
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Rondo week" })).toBeNull());
    expect(screen.getByRole("listitem", { name: "Pressing in midfield" })).toBe(pressingCard);

    // A later search brings the card back while its copy is still running: it must not offer a second one.
    searches.set("pressing", Promise.resolve(libraryAnswer([rondo, pressing])));
    await user.type(screen.getByLabelText("Search sessions"), "ing");
    const rondoAgain = await screen.findByRole("listitem", { name: "Rondo week" });
    expect(within(rondoAgain).getByRole("button", { name: RONDO_COPY })).toBeDisabled();
    expect(screen.getByRole("listitem", { name: "Pressing in midfield" })).toBe(pressingCard);

    // The copy completes: the coach lands in the builder on their copy.
    await act(async () => copyAnswer.resolve({ session: aSession({ id: "s-copy", title: "Rondo week" }) }));
    await screen.findByRole("heading", { name: "Session builder" });
    expect(router.state.location.pathname + router.state.location.search).toBe("/create-session?session=s-copy");
    expect(copies()).toHaveLength(1);
  });

  it('shows "1,000+" and lets the coach page on when the count stopped at its cap', async () => {
    const user = userEvent.setup();
    const fullPage = Array.from({ length: 12 }, (_, index) =>
      aSessionSummary({ id: `s-${index}`, title: `Rondo ${index}` }),
    );
    searches.set("", Promise.resolve(libraryAnswer(fullPage, { total: 1000, totalIsCapped: true })));
    renderLibrary();
    expect(await screen.findByText("1,000+ sessions")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 84+")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next page" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(asked("page", "2")).toBe(true));
  });

  it("sorts a search by Best match unless the coach chose another, and never without a search", async () => {
    const user = userEvent.setup();
    searches.set("rondo", Promise.resolve(libraryAnswer([rondo])));
    renderLibrary("/global-library?sort=best_match");
    await screen.findByRole("listitem", { name: "Rondo week" });
    const sort = screen.getByLabelText("Sort by");
    expect(sort).toHaveValue("newest");
    expect(within(sort).queryByRole("option", { name: "Best match" })).toBeNull();

    await user.type(screen.getByLabelText("Search sessions"), "rondo");
    await waitFor(() => expect(sort).toHaveValue("best_match"));
    await user.selectOptions(sort, "Newest");
    await waitFor(() => expect(asked("sort", "newest")).toBe(true));
    expect(sort).toHaveValue("newest");
  });

  it("shows the exact number below the cap", async () => {
    renderLibrary();
    expect(await screen.findByText("2 sessions")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  });
});
