import { describe, expect, it } from "vitest";
import { createDiagram } from "../create-diagram.ts";
import { createObject } from "../create-object.ts";
import { addObjects } from "./add-objects.ts";
import { nameTeam, teamSheetOrder } from "./name-team.ts";
import { setHidden, setLocked } from "./set-object-flags.ts";

const lineUp = () =>
  addObjects(createDiagram(), [
    createObject("player", { id: "p2", x: 20, y: 20, props: { label: "2" } }),
    createObject("player", { id: "p3", x: 20, y: 40, props: { label: "3" } }),
    createObject("goalkeeper", { id: "gk", x: 5, y: 34, props: { label: "1" } }),
    createObject("player", { id: "a1", x: 80, y: 34, props: { team: "away", label: "9" } }),
  ]);

describe("nameTeam", () => {
  it("numbers and names the team's people in sheet order, keepers first, in one step", () => {
    const before = lineUp();
    expect(teamSheetOrder(before, "home").map((person) => person.id)).toEqual(["gk", "p2", "p3"]);
    const after = nameTeam(before, {
      team: "home",
      names: [
        { label: "1", name: "Lee P." },
        { label: "7", name: "Sam O." },
        { label: "9", name: "Ana S." },
        { label: "10", name: "Left over" },
      ],
    });
    expect(after.objects.gk).toMatchObject({ label: "1", name: "Lee P." });
    expect(after.objects.p2).toMatchObject({ label: "7", name: "Sam O." });
    expect(after.objects.p3).toMatchObject({ label: "9", name: "Ana S." });
    expect(after.objects.a1).toBe(before.objects.a1);
  });

  it("keeps a locked person's, and the people past a short list", () => {
    const before = setLocked(lineUp(), { ids: ["gk"], locked: true });
    const after = nameTeam(before, { team: "home", names: [{ label: "7", name: "Sam O." }] });
    expect(after.objects.gk).toBe(before.objects.gk);
    expect(after.objects.p2).toMatchObject({ label: "7", name: "Sam O." });
    expect(after.objects.p3).toBe(before.objects.p3);
  });

  it("passes over a hidden person, as the sheet does not list them", () => {
    const before = setHidden(lineUp(), { ids: ["p2"], hidden: true });
    expect(teamSheetOrder(before, "home").map((person) => person.id)).toEqual(["gk", "p3"]);
    const after = nameTeam(before, {
      team: "home",
      names: [
        { label: "1", name: "Lee P." },
        { label: "7", name: "Sam O." },
      ],
    });
    expect(after.objects.p2).toBe(before.objects.p2);
    expect(after.objects.p3).toMatchObject({ label: "7", name: "Sam O." });
  });

  it("keeps a person's number when the list has none for them", () => {
    const after = nameTeam(lineUp(), { team: "home", names: [{ label: "", name: "Lee P." }] });
    expect(after.objects.gk).toMatchObject({ label: "1", name: "Lee P." });
  });
});
