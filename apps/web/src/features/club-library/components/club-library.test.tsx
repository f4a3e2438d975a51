import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ClubLibraryItemSummary, ClubRole } from "@touchline/contracts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDiagram } from "@touchline/diagram";
import { mockApi } from "../../../testing/api-mock.ts";
import { aClubLibraryItemSummary, aSessionSummary } from "../../../testing/builders.ts";
import { ClubLibrary } from "./club-library.tsx";

const essential = aClubLibraryItemSummary({ id: "ci-1", title: "Playing out from the back", isPinned: true });
const rondo = aClubLibraryItemSummary({ id: "ci-2", kind: "drill", title: "Rondo 4v2", totalDurationMinutes: 12 });

let server: ReturnType<typeof mockApi>;
let items: ClubLibraryItemSummary[];

beforeEach(() => {
  items = [essential, rondo];
  server = mockApi()
    .on("get", "/api/clubs/:clubId/library", ({ query }) => {
      const kind = query.get("kind");
      const shown = kind ? items.filter((item) => item.kind === kind) : items;
      return { items: shown, total: shown.length, page: 1, pageSize: 12 };
    })
    .on("patch", "/api/clubs/:clubId/library/:itemId", ({ param, json }) => ({
      item: { ...items.find((item) => item.id === param.itemId)!, isPinned: json.isPinned },
    }))
    .on("get", "/api/sessions/mine", () => ({
      sessions: [
        { ...aSessionSummary({ id: "s-mine", title: "Tuesday pressing" }), date: null, load: 0, moderationHold: null },
      ],
    }))
    .on("get", "/api/drills", () => ({ drills: [] }))
    .on("get", "/api/tactical-drills", () => ({ drills: [] }))
    .on(
      "post",
      "/api/clubs/:clubId/library",
      ({ json }) => ({
        item: {
          ...essential,
          id: "ci-new",
          kind: json.kind,
          content: { kind: "tactical-drill" as const, diagram: createDiagram({ template: "full" }) },
        },
      }),
      {
        status: 201,
      },
    );
});
afterEach(() => vi.unstubAllGlobals());

function renderLibrary(myRole: ClubRole) {
  window.history.replaceState(null, "", "/clubs/club1/library");
  const router = createMemoryRouter(
    [
      {
        path: "/clubs/:clubId/library",
        element: <ClubLibrary clubId="club1" clubName="Riverside Juniors" myRole={myRole} />,
      },
    ],
    { initialEntries: ["/clubs/club1/library"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const writes = () => server.calls.filter((call) => call.method !== "GET");

describe("the club library", () => {
  it("lists the club's items with the essentials marked; an assistant may copy but not share, pin or remove", async () => {
    renderLibrary("assistant");
    const card = await screen.findByRole("listitem", { name: "Playing out from the back" });
    expect(within(card).getByText("Club essential")).toBeInTheDocument();
    expect(within(card).getByText("by Ana Costa")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: /^Copy to my work/ })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Share from my work" })).toBeNull();
    expect(screen.queryByRole("link", { name: "New session in club colours" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Pin as essential/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
  });

  it("starts a coach's new session in the club's colours", async () => {
    renderLibrary("coach");
    const start = await screen.findByRole("link", { name: "New session in club colours" });
    expect(start).toHaveAttribute("href", "/create-session?club=club1");
  });

  it("filters by kind through the address, as the global library does", async () => {
    const user = userEvent.setup();
    renderLibrary("coach");
    await screen.findByRole("listitem", { name: "Rondo 4v2" });
    await user.selectOptions(screen.getByLabelText("Kind"), "drill");
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Playing out from the back" })).toBeNull());
    expect(server.calls.some((call) => call.path.includes("kind=drill"))).toBe(true);
  });

  it("lets a club admin pin an item as a club essential", async () => {
    const user = userEvent.setup();
    renderLibrary("admin");
    const card = await screen.findByRole("listitem", { name: "Rondo 4v2" });
    await user.click(within(card).getByRole("button", { name: /^Pin as essential/ }));
    await waitFor(() =>
      expect(writes()).toEqual([{ method: "PATCH", path: "/api/clubs/club1/library/ci-2", body: { isPinned: true } }]),
    );
  });

  it("shares one of the coach's own sessions into the club from the dialog", async () => {
    const user = userEvent.setup();
    renderLibrary("coach");
    await user.click(await screen.findByRole("button", { name: "Share from my work" }));
    const dialog = await screen.findByRole("dialog", { name: "Share with Riverside Juniors" });
    const share = within(dialog).getByRole("button", { name: "Share with club" });
    expect(share).toBeDisabled();
    await user.click(await within(dialog).findByRole("radio", { name: "Tuesday pressing" }));
    await user.click(share);
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: "POST", path: "/api/clubs/club1/library", body: { kind: "session", sourceId: "s-mine" } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
