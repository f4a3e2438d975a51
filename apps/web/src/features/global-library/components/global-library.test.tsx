import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SessionSummary } from "@touchline/contracts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GlobalLibrary } from "./global-library.tsx";

const summary = (id: string, title: string) =>
  ({
    id,
    title,
    authorName: "Ana Costa",
    ageGroup: null,
    drillCount: 2,
    totalDurationMinutes: 35,
    intensity: "medium",
    theme: "",
    copyCount: 0,
    viewCount: 0,
  }) as unknown as SessionSummary;

const rondo = summary("s-rondo", "Rondo week");
const pressing = summary("s-pressing", "Pressing in midfield");

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const libraryAnswer = (sessions: SessionSummary[], counted: { total?: number; totalIsCapped?: boolean } = {}) =>
  json({ sessions, total: sessions.length, totalIsCapped: false, page: 1, pageSize: 12, ...counted });

let searches: Map<string, Promise<Response>>;
let copies: string[];
let copyAnswer: ReturnType<typeof deferred<Response>>;

beforeEach(() => {
  copies = [];
  copyAnswer = deferred<Response>();
  searches = new Map([["", Promise.resolve(libraryAnswer([rondo, pressing]))]]);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const url = new URL(path, "http://localhost");
      if (init.method === "POST" && url.pathname.endsWith("/copy")) {
        copies.push(url.pathname);
        return copyAnswer.promise;
      }
      const answer = searches.get(url.searchParams.get("q") ?? "");
      if (!answer) throw new Error(`unexpected request ${path}`);
      return (await answer).clone();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderLibrary() {
  // The filters drop a change once the window has left the page (lib/use-url-filters.ts): be on it.
  window.history.replaceState(null, "", "/global-library");
  const router = createMemoryRouter(
    [
      { path: "/global-library", element: <GlobalLibrary /> },
      { path: "/create-session", element: <h1>Session builder</h1> },
    ],
    { initialEntries: ["/global-library"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const searchedFor = (q: string) =>
  vi.mocked(fetch).mock.calls.some(([path]) => new URL(String(path), "http://localhost").searchParams.get("q") === q);

// The title is read after the visible words; jsdom joins it without the space a browser keeps.
const RONDO_COPY = /^Copy to my sessions ?\(Rondo week\)$/;

describe("global library", () => {
  it("finishes a copy started while a newer search replaces the results, and never starts it twice", async () => {
    const user = userEvent.setup();
    const router = renderLibrary();
    const pressingCard = await screen.findByRole("listitem", { name: "Pressing in midfield" });

    // A newer search is on its way; the previous results stay on screen and take the click.
    const narrowed = deferred<Response>();
    searches.set("press", narrowed.promise);
    await user.type(screen.getByLabelText("Search sessions"), "press");
    await waitFor(() => expect(searchedFor("press")).toBe(true));
    const rondoCopy = screen.getByRole("button", { name: RONDO_COPY });
    expect(rondoCopy).toBeEnabled();
    await user.click(rondoCopy);
    expect(copies).toEqual(["/api/sessions/s-rondo/copy"]);

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
    await act(async () => copyAnswer.resolve(json({ session: { ...rondo, id: "s-copy" } }, 201)));
    await screen.findByRole("heading", { name: "Session builder" });
    expect(router.state.location.pathname + router.state.location.search).toBe("/create-session?session=s-copy");
    expect(copies).toHaveLength(1);
  });

  it('shows "1,000+" and lets the coach page on when the count stopped at its cap', async () => {
    const user = userEvent.setup();
    const fullPage = Array.from({ length: 12 }, (_, index) => summary(`s-${index}`, `Rondo ${index}`));
    searches.set("", Promise.resolve(libraryAnswer(fullPage, { total: 1000, totalIsCapped: true })));
    renderLibrary();
    expect(await screen.findByText("1,000+ sessions")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 84+")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next page" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() =>
      expect(
        vi
          .mocked(fetch)
          .mock.calls.some(([path]) => new URL(String(path), "http://localhost").searchParams.get("page") === "2"),
      ).toBe(true),
    );
  });

  it("shows the exact number below the cap", async () => {
    renderLibrary();
    expect(await screen.findByText("2 sessions")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  });
});
