import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, renderHook, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ClubRole, PlayerLink, SquadPlayer, Team } from "@touchline/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, useCurrentToast } from "../../../components/ui/toast-store.ts";
import { ApiRefusal, mockApi } from "../../../testing/api-mock.ts";
import { aClub, aSquadPlayer, aTeam, aUser } from "../../../testing/builders.ts";
import { TeamSquad } from "./team-squad.tsx";

const sam = aSquadPlayer();
const lea = aSquadPlayer({
  id: "p2",
  firstName: "Lea",
  lastName: "Berg",
  shirtNumber: 1,
  position: "goalkeeper",
  birthYear: 2015,
});
/** Bo coaches the team; Cy is a coach of the club who does not. */
const team = aTeam({ coaches: [{ userId: "bo", name: "Bo Lind" }] });

let server: ReturnType<typeof mockApi>;
let players: SquadPlayer[];

beforeEach(() => {
  players = [lea, sam];
  server = mockApi()
    .on("get", "/api/auth/session", { user: aUser({ id: "bo" }) })
    .on("get", "/api/clubs/:clubId/teams/:teamId/squad", () => ({ players }))
    .on("delete", "/api/clubs/:clubId/teams/:teamId/squad/:playerId", ({ param }) => {
      players = players.filter((player) => player.id !== param.playerId);
      return { ok: true as const };
    });
});
afterEach(() => {
  vi.unstubAllGlobals();
  const shown = toastShown();
  if (shown) dismissToast(shown.id);
});

const toastShown = () => renderHook(() => useCurrentToast()).result.current;

function renderSquad({ myRole, userId, of = team }: { myRole: ClubRole; userId: string; of?: Team }) {
  server.on("get", "/api/auth/session", { user: aUser({ id: userId }) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TeamSquad club={aClub({ myRole })} team={of} notFound={<h1>Not found</h1>} />
    </QueryClientProvider>,
  );
}

/** The squad's table, once loaded. */
const squadTable = () => screen.findByRole("table", { name: /U12 Blue squad/ });
const rowOf = async (name: string) => (await screen.findByRole("rowheader", { name: new RegExp(name) })).closest("tr")!;

describe("a team's squad", () => {
  it("lists number, name, position and birth year in the server's order, with the count and a CSV link", async () => {
    renderSquad({ myRole: "assistant", userId: "cy" });
    const table = await squadTable();
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").firstChild?.textContent)).toEqual([
      "Lea Berg",
      "Sam Okafor",
    ]);
    const samRow = await rowOf("Sam Okafor");
    expect(within(samRow).getByRole("cell", { name: "7" })).toBeInTheDocument();
    expect(within(samRow).getByRole("cell", { name: "Forward" })).toBeInTheDocument();
    expect(within(samRow).getByRole("cell", { name: "2014" })).toBeInTheDocument();
    expect(screen.getByText("Season 2025/26 · 2 players")).toBeInTheDocument();
    const download = screen.getByRole("link", { name: "Download CSV" });
    expect(download).toHaveAttribute("href", "/api/clubs/club1/teams/team1/squad.csv");
    expect(download).toHaveAttribute("download");
  });

  it("is read-only for an assistant and for a coach of the club who does not coach the team", async () => {
    for (const asker of [
      { myRole: "assistant", userId: "bo" },
      { myRole: "coach", userId: "cy" },
    ] as const) {
      renderSquad(asker);
      await squadTable();
      expect(screen.getByText(/Only the club.s admins and the team.s coaches change the squad/)).toBeInTheDocument();
      for (const name of ["Add player", "Import", /^Edit/, /^Remove/, /Delete player data/]) {
        expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
      }
      expect(screen.getByRole("link", { name: "Download CSV" })).toBeInTheDocument();
      document.body.replaceChildren();
    }
  });

  it("lets the team's coach edit, but not delete the season's player data", async () => {
    renderSquad({ myRole: "coach", userId: "bo" });
    await squadTable();
    expect(screen.getByRole("button", { name: "Add player" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Sam Okafor" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Lea Berg" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Delete player data for the season" })).not.toBeInTheDocument();
  });

  it("says how to add or import players when there are none yet", async () => {
    players = [];
    renderSquad({ myRole: "coach", userId: "bo" });
    expect(await screen.findByText("No players yet.")).toBeInTheDocument();
    expect(
      screen.getByText(/with “Add player”, or paste the squad from a spreadsheet with “Import”/),
    ).toBeInTheDocument();
    expect(screen.getByText("Season 2025/26 · 0 players")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("gets a player checked by the shared schema, with the server's 409 on the number shown at the number", async () => {
    server.on("post", "/api/clubs/:clubId/teams/:teamId/squad", () => {
      return new ApiRefusal(409, "CONFLICT", "Number 7 is already worn by Sam Okafor.");
    });
    renderSquad({ myRole: "coach", userId: "bo" });
    await userEvent.click(await screen.findByRole("button", { name: "Add player" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a player" });

    await userEvent.click(within(dialog).getByRole("button", { name: "Add player" }));
    expect(await within(dialog).findByText("Please give the player's first name or nickname")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("First name or nickname"), "Noor");
    await userEvent.type(within(dialog).getByLabelText("Shirt number"), "120");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add player" }));
    expect(await within(dialog).findByText("A shirt number is a whole number from 1 to 99")).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === "POST")).toBe(false);

    const number = within(dialog).getByLabelText("Shirt number");
    await userEvent.clear(number);
    await userEvent.type(number, "7");
    await userEvent.selectOptions(within(dialog).getByLabelText("Position"), "midfielder");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add player" }));

    await waitFor(() => expect(number).toHaveAccessibleDescription("Number 7 is already worn by Sam Okafor."));
    expect(number).toHaveAttribute("aria-invalid", "true");
    expect(number).toHaveFocus();
    expect(server.calls.find((call) => call.method === "POST")?.body).toEqual({
      firstName: "Noor",
      lastName: "",
      shirtNumber: 7,
      position: "midfielder",
      birthYear: null,
    });
    expect(screen.getByRole("dialog", { name: "Add a player" })).toBeInTheDocument();
  });

  it("adds the player and lists them once the server has", async () => {
    server.on(
      "post",
      "/api/clubs/:clubId/teams/:teamId/squad",
      ({ json }) => {
        const player = aSquadPlayer({
          id: "p3",
          firstName: json.firstName,
          lastName: json.lastName ?? "",
          shirtNumber: json.shirtNumber ?? null,
          position: json.position ?? null,
          birthYear: json.birthYear ?? null,
        });
        players = [...players, player];
        return { player };
      },
      { status: 201 },
    );
    renderSquad({ myRole: "admin", userId: "ana" });
    await userEvent.click(await screen.findByRole("button", { name: "Add player" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a player" });
    await userEvent.type(within(dialog).getByLabelText("First name or nickname"), "  Noor ");
    await userEvent.type(within(dialog).getByLabelText("Birth year"), "2014");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add player" }));

    expect(await screen.findByRole("rowheader", { name: /^Noor/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByText("Season 2025/26 · 3 players")).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === "POST")?.body).toMatchObject({
      firstName: "Noor",
      birthYear: 2014,
    });
    expect(toastShown()).toMatchObject({ title: "Player added", description: "Noor" });
  });

  it("changes a player by sending only what changed", async () => {
    server.on("patch", "/api/clubs/:clubId/teams/:teamId/squad/:playerId", ({ json }) => {
      players = players.map((player) => (player.id === "p1" ? { ...player, ...json } : player));
      return { player: players.find((player) => player.id === "p1")! };
    });
    renderSquad({ myRole: "coach", userId: "bo" });
    await userEvent.click(await screen.findByRole("button", { name: "Edit Sam Okafor" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Sam Okafor" });
    expect(within(dialog).getByLabelText("Shirt number")).toHaveValue(7);
    await userEvent.clear(within(dialog).getByLabelText("Shirt number"));
    await userEvent.type(within(dialog).getByLabelText("Shirt number"), "9");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save player" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.calls.find((call) => call.method === "PATCH")).toEqual({
      method: "PATCH",
      path: "/api/clubs/club1/teams/team1/squad/p1",
      body: { shirtNumber: 9 },
    });
    const samRow = await rowOf("Sam Okafor");
    await waitFor(() => expect(within(samRow).getByRole("cell", { name: "9" })).toBeInTheDocument());
  });

  it("removes a player after a confirmation that says their answers and marks go too", async () => {
    renderSquad({ myRole: "coach", userId: "bo" });
    await userEvent.click(await screen.findByRole("button", { name: "Remove Sam Okafor" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove Sam Okafor from the squad?" });
    expect(confirm).toHaveAccessibleDescription(/availability answers and their attendance marks go too/);

    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(server.calls.some((call) => call.method === "DELETE")).toBe(false);
    expect(screen.getByRole("rowheader", { name: /Sam Okafor/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Remove Sam Okafor" }));
    const again = await screen.findByRole("alertdialog", { name: "Remove Sam Okafor from the squad?" });
    await userEvent.click(within(again).getByRole("button", { name: "Remove player" }));
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: /Sam Okafor/ })).not.toBeInTheDocument());
    expect(server.calls.filter((call) => call.method === "DELETE")).toEqual([
      { method: "DELETE", path: "/api/clubs/club1/teams/team1/squad/p1", body: undefined },
    ]);
    expect(toastShown()).toMatchObject({ title: "Player removed", description: "Sam Okafor" });
  });

  it("lets a club admin delete the team's player data for the season, after a confirmation naming both", async () => {
    server.on("delete", "/api/clubs/:clubId/teams/:teamId/squad", () => {
      const deleted = players.length;
      players = [];
      return { deleted };
    });
    renderSquad({ myRole: "admin", userId: "ana" });
    await squadTable();
    expect(screen.getByRole("heading", { name: "Delete player data for the season" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Delete player data" }));
    const confirm = await screen.findByRole("alertdialog", {
      name: "Delete the player data of U12 Blue for the season 2025/26?",
    });
    expect(confirm).toHaveAccessibleDescription(/2 players, their personal links, availability answers/);
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete 2 players" }));

    expect(await screen.findByText("No players yet.")).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === "DELETE")?.path).toBe("/api/clubs/club1/teams/team1/squad");
    expect(toastShown()).toMatchObject({
      title: "Player data deleted",
      description: "2 players of U12 Blue, season 2025/26.",
    });
    // Nothing is left to delete.
    expect(screen.queryByRole("heading", { name: "Delete player data for the season" })).not.toBeInTheDocument();
  });

  it("lets the team's coach make a player's personal link, copy it, see it was opened and stop it", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    let links: PlayerLink[] = [
      {
        playerId: "p2",
        url: "https://touchline.example/player/lea",
        createdAt: "2026-11-20T10:00:00.000Z",
        lastOpenedAt: "2026-11-22T10:00:00.000Z",
      },
    ];
    server
      .on("get", "/api/clubs/:clubId/teams/:teamId/player-links", () => ({ links }))
      .on("post", "/api/clubs/:clubId/teams/:teamId/squad/:playerId/link", ({ param }) => {
        const link = {
          playerId: param.playerId,
          url: "https://touchline.example/player/sam",
          createdAt: "2026-11-27T10:00:00.000Z",
          lastOpenedAt: null,
        };
        links = [...links, link];
        return { link };
      })
      .on("delete", "/api/clubs/:clubId/teams/:teamId/squad/:playerId/link", ({ param }) => {
        links = links.filter((link) => link.playerId !== param.playerId);
        return { ok: true as const };
      });
    renderSquad({ myRole: "coach", userId: "bo" });
    const leaRow = await rowOf("Lea Berg");
    expect(await within(leaRow).findByText(/^Opened (22 Nov|Nov 22)/)).toBeInTheDocument();

    const samRow = await rowOf("Sam Okafor");
    await user.click(await within(samRow).findByRole("button", { name: "Make a link for Sam Okafor" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("https://touchline.example/player/sam"));
    expect(await within(samRow).findByText("Not opened yet")).toBeInTheDocument();

    await user.click(within(leaRow).getByRole("button", { name: "Stop Lea Berg's link" }));
    expect(await within(leaRow).findByRole("button", { name: "Make a link for Lea Berg" })).toBeInTheDocument();
  });

  it("shows no personal links to a member who only reads the squad", async () => {
    renderSquad({ myRole: "assistant", userId: "cy" });
    await squadTable();
    expect(screen.queryByRole("columnheader", { name: "Personal link" })).toBeNull();
    expect(server.calls.some((call) => call.path.includes("player-links"))).toBe(false);
  });

  it("shows the page's 404 when the team is gone", async () => {
    server.on(
      "get",
      "/api/clubs/:clubId/teams/:teamId/squad",
      new ApiRefusal(404, "NOT_FOUND", "No such team in the club."),
    );
    renderSquad({ myRole: "coach", userId: "bo" });
    expect(await screen.findByRole("heading", { name: "Not found" })).toBeInTheDocument();
  });
});

describe("importing a squad", () => {
  const withProblem = ["First name,Last name,Number", "Noor,Haddad,9", "Ivo,,9"].join("\n");
  const fixed = ["First name\tLast name\tNumber", "Noor\tHaddad\t9", "Ivo\t\t10"].join("\n");

  beforeEach(() => {
    server.on("post", "/api/clubs/:clubId/teams/:teamId/squad/import", ({ json }) => {
      const read = [
        { firstName: "Noor", lastName: "Haddad", shirtNumber: 9, position: null, birthYear: null },
        {
          firstName: "Ivo",
          lastName: "",
          shirtNumber: json.csv.includes("\t10") ? 10 : 9,
          position: null,
          birthYear: null,
        },
      ];
      const problems = json.csv === withProblem ? [{ line: 3, message: "Number 9 is also on line 2" }] : [];
      const added = !json.dryRun && problems.length === 0 ? read.length : 0;
      if (added > 0) {
        players = [...players, ...read.map((player, index) => aSquadPlayer({ ...player, id: `new${index}` }))];
      }
      return { players: read, problems, added };
    });
  });

  it("explains the columns, checks the pasted rows, lists problems by line and adds nobody until they are fixed", async () => {
    renderSquad({ myRole: "coach", userId: "bo" });
    await userEvent.click(await screen.findByRole("button", { name: "Import" }));
    const dialog = await screen.findByRole("dialog", { name: "Import players" });
    expect(within(dialog).getByText("First name, Last name, Number, Position, Birth year")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("For example:")).toHaveTextContent("Sam,Okafor,7,Forward,2014");

    const rows = within(dialog).getByLabelText("Squad rows");
    await userEvent.click(within(dialog).getByRole("button", { name: "Check" }));
    expect(await within(dialog).findByText("Paste or choose a squad file")).toBeInTheDocument();

    await userEvent.click(rows);
    await userEvent.paste(withProblem);
    await userEvent.click(within(dialog).getByRole("button", { name: "Check" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent(
      "1 problem: correct the rows and check again. Nobody was added.",
    );
    expect(within(within(dialog).getByRole("list", { name: "Problems" })).getByRole("listitem")).toHaveTextContent(
      "Line 3: Number 9 is also on line 2",
    );
    const preview = within(dialog).getByRole("table", { name: "Players read from the file" });
    expect(within(preview).getAllByRole("row")).toHaveLength(3);
    expect(within(dialog).queryByRole("button", { name: /^Add/ })).not.toBeInTheDocument();

    await userEvent.clear(rows);
    await userEvent.click(rows);
    await userEvent.paste(fixed);
    // The preview was of the text before the change: it goes until the new text is checked.
    expect(within(dialog).queryByRole("table")).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Check" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent("2 players, no problems.");
    expect(within(dialog).getByRole("cell", { name: "Haddad" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add 2 players" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("rowheader", { name: /^Noor Haddad/ })).toBeInTheDocument();
    expect(toastShown()).toMatchObject({ title: "2 players added", description: "U12 Blue" });
    expect(
      server.calls
        .filter((call) => call.path.endsWith("/squad/import"))
        .map((call) => call.body as { csv: string; dryRun: boolean }),
    ).toEqual([
      { csv: withProblem, dryRun: true },
      { csv: fixed, dryRun: true },
      { csv: fixed, dryRun: false },
    ]);
  });

  it("reads a chosen file in the browser into the rows, to be checked", async () => {
    renderSquad({ myRole: "admin", userId: "ana" });
    await userEvent.click(await screen.findByRole("button", { name: "Import" }));
    const dialog = await screen.findByRole("dialog", { name: "Import players" });
    const file = new File([fixed], "squad.csv", { type: "text/csv" });
    await userEvent.upload(within(dialog).getByLabelText("Choose a file (.csv, .txt)"), file);
    await waitFor(() => expect(within(dialog).getByLabelText("Squad rows")).toHaveValue(fixed));
    await userEvent.click(within(dialog).getByRole("button", { name: "Check" }));
    expect(await within(dialog).findByRole("button", { name: "Add 2 players" })).toBeInTheDocument();
  });
});
