import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, renderHook, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Club } from "@touchline/contracts";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, useCurrentToast } from "../../components/ui/toast-store.ts";
import Toaster from "../../components/ui/toaster.tsx";
import ClubSwitcher from "../../features/clubs/components/club-switcher.tsx";
import { ApiRefusal, mockApi } from "../../testing/api-mock.ts";
import { aClub, aClubMember, aUser } from "../../testing/builders.ts";
import ClubLayout from "./club-layout.tsx";
import ClubMembersPage from "./club-members-page.tsx";

const riverside = aClub({ id: "club1", name: "Riverside Juniors" });
const harbour = aClub({ id: "club2", name: "Harbour FC", myRole: "coach" });
const gone = () => new ApiRefusal(404, "NOT_FOUND", "This club does not exist.");

let myClubs: Club[];
let isMemberOfHarbour: boolean;
let server: ReturnType<typeof mockApi>;
/** The answers this device kept for offline use, by address; what the club's 404 deletes leaves it. */
let kept: string[];

beforeEach(() => {
  myClubs = [harbour, riverside];
  isMemberOfHarbour = true;
  kept = ["/api/clubs", "/api/clubs/club2", "/api/clubs/club2/teams", "/api/clubs/club1", "/api/sessions/mine"];
  server = mockApi()
    .on("get", "/api/auth/session", { user: aUser() })
    .on("get", "/api/clubs", () => ({ clubs: myClubs }))
    .on("get", "/api/clubs/:clubId", ({ param }) => {
      const club = myClubs.find((candidate) => candidate.id === param.clubId);
      return club && (club.id !== "club2" || isMemberOfHarbour) ? { club } : gone();
    })
    .on("get", "/api/clubs/:clubId/members", () =>
      isMemberOfHarbour ? { members: [aClubMember({ role: "coach" })] } : gone(),
    );
  const cache = {
    keys: async () => kept.map((path) => ({ url: `http://localhost${path}` })),
    delete: async (request: { url: string }) => {
      kept = kept.filter((path) => `http://localhost${path}` !== request.url);
      return true;
    },
  };
  vi.stubGlobal("caches", { open: async () => cache });
});
afterEach(() => {
  vi.unstubAllGlobals();
  // The toast store outlives a test: the next one starts with none.
  const shown = renderHook(() => useCurrentToast()).result.current;
  if (shown) dismissToast(shown.id);
});

function renderClubPages(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        // The navigation bar's switcher above every page, as in the app's shell.
        element: (
          <>
            <ClubSwitcher variant="row" />
            <Outlet />
          </>
        ),
        children: [
          { path: "/", element: <h1>My work</h1> },
          {
            path: "/clubs/:clubId",
            element: <ClubLayout />,
            children: [
              { index: true, element: <p>The club&apos;s teams</p> },
              { path: "/clubs/:clubId/members", element: <ClubMembersPage /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}

const switcherChoices = async () => {
  await userEvent.click(screen.getByRole("button", { name: /switch between My work and your clubs/ }));
  const names = within(await screen.findByRole("menu"))
    .getAllByRole("menuitemradio")
    .map((choice) => choice.textContent);
  await userEvent.keyboard("{Escape}");
  return names;
};

/** A club admin removes the coach from Harbour FC, on the server. */
function removeFromHarbour() {
  isMemberOfHarbour = false;
  myClubs = [riverside];
}

describe("the club's page frame", () => {
  it("draws the club's name, the coach's role and its sections", async () => {
    renderClubPages("/clubs/club2");
    expect(await screen.findByRole("heading", { level: 1, name: "Harbour FC" })).toBeInTheDocument();
    expect(screen.getByText("Coach")).toBeInTheDocument();
    const sections = screen.getByRole("navigation", { name: "Club sections" });
    expect(
      within(sections)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Teams", "Library", "Syllabus", "Members", "Settings"]);
    expect(within(sections).getByRole("link", { name: "Teams" })).toHaveAttribute("aria-current", "page");
    expect(within(sections).getByRole("link", { name: "Library" })).toHaveAttribute("href", "/clubs/club2/library");
    expect(within(sections).getByRole("link", { name: "Syllabus" })).toHaveAttribute("href", "/clubs/club2/syllabus");
    expect(screen.getByText("The club's teams")).toBeInTheDocument();
  });

  it("takes a removed member back to My work when the club answers 404, and forgets the club on the device", async () => {
    const { queryClient, router } = renderClubPages("/clubs/club2");
    expect(await screen.findByRole("heading", { level: 1, name: "Harbour FC" })).toBeInTheDocument();

    removeFromHarbour();
    // The coach's next request for the club (here, as the window gets the focus back).
    await queryClient.invalidateQueries({ queryKey: ["clubs", "club2"], exact: true });

    expect(await screen.findByText("You are no longer a member of this club.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "My work" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    await waitFor(() => expect(kept).toEqual(["/api/clubs/club1", "/api/sessions/mine"]));
    expect(queryClient.getQueryData(["clubs", "club2"])).toBeUndefined();
    const choices = await switcherChoices();
    expect(choices.some((choice) => choice?.includes("Riverside Juniors"))).toBe(true);
    expect(choices.some((choice) => choice?.includes("Harbour FC"))).toBe(false);
  });

  it("asks for the club again when an answer below it is a 404, and leaves once the club is one too", async () => {
    const { router } = renderClubPages("/clubs/club2");
    expect(await screen.findByRole("heading", { level: 1, name: "Harbour FC" })).toBeInTheDocument();
    removeFromHarbour();

    await router.navigate("/clubs/club2/members");
    expect(await screen.findByText("You are no longer a member of this club.")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    const clubRequests = server.calls.filter((call) => call.path === "/api/clubs/club2");
    expect(clubRequests).toHaveLength(2);
  });

  it("stays on the club when only something below it is gone", async () => {
    server.on("get", "/api/clubs/:clubId/members", gone());
    const { router } = renderClubPages("/clubs/club2/members");
    expect(await screen.findByRole("alert")).toHaveTextContent("This club does not exist.");
    await waitFor(() => expect(server.calls.filter((call) => call.path === "/api/clubs/club2")).toHaveLength(2));
    expect(router.state.location.pathname).toBe("/clubs/club2/members");
    expect(screen.queryByText("You are no longer a member of this club.")).not.toBeInTheDocument();
  });
});
