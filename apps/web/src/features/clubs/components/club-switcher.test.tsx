import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Club } from "@touchline/contracts";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../testing/api-mock.ts";
import { aClub } from "../../../testing/builders.ts";
import ClubSwitcher, { openClubId } from "./club-switcher.tsx";

const riverside = aClub({ id: "club1", name: "Riverside Juniors", myRole: "admin" });
const harbour = aClub({ id: "club2", name: "Harbour FC", myRole: "assistant", kitPrimary: "#facc15" });

let clubs: Club[];

beforeEach(() => {
  clubs = [harbour, riverside];
  mockApi().on("get", "/api/clubs", () => ({ clubs }));
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderSwitcher(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <ClubSwitcher variant="row" />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient };
}

const openMenu = async (current: string) => {
  await userEvent.click(await screen.findByRole("button", { name: new RegExp(`^${current}, switch`) }));
  return screen.findByRole("menu");
};

describe("the club switcher", () => {
  it("offers My work, each of the coach's clubs with their role, and Create a club", async () => {
    renderSwitcher("/my-sessions");
    const menu = await openMenu("My work");
    const choices = within(menu).getAllByRole("menuitemradio");
    expect(choices).toHaveLength(3);
    expect(choices[0]).toHaveAccessibleName("My work");
    expect(choices[1]).toHaveAccessibleName(/^Harbour FC,\s?Assistant$/);
    expect(choices[2]).toHaveAccessibleName(/^Riverside Juniors,\s?Club admin$/);
    expect(within(menu).getByRole("menuitemradio", { name: "My work" })).toHaveAttribute("aria-checked", "true");
    expect(within(menu).getByRole("menuitem", { name: "Create a club" })).toBeInTheDocument();
  });

  it("names the open club, opens another club's home, and My work's dashboard", async () => {
    renderSwitcher("/clubs/club1/members");
    const menu = await openMenu("Riverside Juniors");
    expect(within(menu).getByRole("menuitemradio", { name: /Riverside Juniors/ })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await userEvent.click(within(menu).getByRole("menuitemradio", { name: /Harbour FC/ }));
    expect(screen.getByTestId("where")).toHaveTextContent("/clubs/club2");

    await userEvent.click(within(await openMenu("Harbour FC")).getByRole("menuitemradio", { name: "My work" }));
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/$/);
  });

  it("opens the form to create a club", async () => {
    renderSwitcher("/");
    await userEvent.click(within(await openMenu("My work")).getByRole("menuitem", { name: "Create a club" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/clubs/new");
  });

  it("drops a club the coach was removed from once the list is asked again", async () => {
    const { queryClient } = renderSwitcher("/");
    expect(within(await openMenu("My work")).getByRole("menuitemradio", { name: /Harbour FC/ })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");

    clubs = [riverside];
    await queryClient.invalidateQueries({ queryKey: ["clubs"], exact: true });
    const menu = await openMenu("My work");
    expect(within(menu).queryByRole("menuitemradio", { name: /Harbour FC/ })).not.toBeInTheDocument();
    expect(within(menu).getByRole("menuitemradio", { name: /Riverside Juniors/ })).toBeInTheDocument();
  });
});

describe("openClubId", () => {
  it("is the club of a club's page, and nothing on the form that creates one or elsewhere", () => {
    expect(openClubId("/clubs/club1")).toBe("club1");
    expect(openClubId("/clubs/club1/teams/t1")).toBe("club1");
    expect(openClubId("/clubs/new")).toBeNull();
    expect(openClubId("/my-sessions")).toBeNull();
  });
});
