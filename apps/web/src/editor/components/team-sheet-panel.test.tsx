import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderPanel } from "../test/render-panel.tsx";
import { type SquadNames, SquadNamesContext } from "./squad-names.ts";
import { TeamSheetPanel } from "./team-sheet-panel.tsx";

const squads = (load: SquadNames["load"]): SquadNames => ({
  teams: [
    { id: "c1/t1", label: "Riverside Juniors · U12 Blues" },
    { id: "c1/t2", label: "Riverside Juniors · U14 Reds" },
  ],
  load,
});

describe("the team sheet's names from a squad", () => {
  it("numbers and names the team from the chosen squad, one undo step", async () => {
    const load = vi.fn(async () => [{ label: "9", name: "Ana S." }]);
    const store = renderPanel(
      <SquadNamesContext value={squads(load)}>
        <TeamSheetPanel />
      </SquadNamesContext>,
    );
    const home = screen.getByRole("region", { name: "Home team" });
    await userEvent.selectOptions(within(home).getByLabelText("Home names from a squad"), "c1/t2");
    await userEvent.click(within(home).getByRole("button", { name: "Fill names" }));
    expect(load).toHaveBeenCalledWith("c1/t2");
    await vi.waitFor(() => expect(store.getState().diagram.objects.p).toMatchObject({ label: "9", name: "Ana S." }));
    store.dispatch({ type: "undo" });
    expect(store.getState().diagram.objects.p).toMatchObject({ label: "7" });
    expect(store.getState().diagram.objects.p).not.toHaveProperty("name");
  });

  it("says so when the squad is empty or cannot be loaded, changing nothing", async () => {
    const load = vi.fn().mockResolvedValueOnce([]).mockRejectedValueOnce(new Error("offline"));
    const store = renderPanel(
      <SquadNamesContext value={squads(load)}>
        <TeamSheetPanel />
      </SquadNamesContext>,
    );
    const fill = screen.getByRole("button", { name: "Fill names" });
    await userEvent.click(fill);
    expect(await screen.findByRole("alert")).toHaveTextContent("That squad has no players yet.");
    await userEvent.click(fill);
    expect(await screen.findByRole("alert")).toHaveTextContent("The squad could not be loaded.");
    expect(store.getState().diagram.objects.p).toMatchObject({ label: "7" });
  });

  it("offers nothing where no squads are given (the free board)", () => {
    renderPanel(<TeamSheetPanel />);
    expect(screen.getByRole("region", { name: "Home team" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Fill names" })).toBeNull();
  });
});
