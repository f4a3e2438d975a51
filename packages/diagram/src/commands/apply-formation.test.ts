import { describe, expect, it } from "vitest";
import { createDiagram } from "../create-diagram.ts";
import { deepFreeze } from "../deep-freeze.ts";
import { countPlayers } from "../derive.ts";
import { DiagramSchema, isTeamPerson, type Diagram, type TeamPerson } from "../schema.ts";
import { sampleDiagram } from "../test-helpers.ts";
import { applyFormation } from "./apply-formation.ts";
import { setLocked } from "./set-object-flags.ts";

const team = (diagram: Diagram, side: "home" | "away") =>
  Object.values(diagram.objects).filter((object): object is TeamPerson => isTeamPerson(object) && object.team === side);

describe("applyFormation", () => {
  it("lines up both teams on an empty pitch, home on the left and away on the right", () => {
    const empty = deepFreeze(createDiagram());
    const home = applyFormation(empty, { team: "home", formation: "4-4-2" });
    const both = applyFormation(home, { team: "away", formation: "4-3-3" });
    expect(countPlayers(both)).toMatchObject({ home: 11, away: 11, byColour: { red: 11, blue: 11 } });
    expect(team(both, "home").every((person) => person.x <= 52.5)).toBe(true);
    expect(team(both, "away").every((person) => person.x >= 52.5 && person.rotation === 180)).toBe(true);
    expect(team(both, "home").filter((person) => person.kind === "goalkeeper")).toHaveLength(1);
    expect(DiagramSchema.safeParse(both).success).toBe(true);
    expect(empty.objects).toEqual({});
  });

  it("lines the teams up in the drawing's team colours, e.g. a club's kit", () => {
    const clubDrawing = createDiagram({ teamColours: { home: "yellow", away: "black" } });
    const home = applyFormation(clubDrawing, { team: "home", formation: "4-4-2" });
    const both = applyFormation(home, { team: "away", formation: "4-3-3" });
    expect(countPlayers(both)).toMatchObject({ byColour: { yellow: 11, black: 11 } });
  });

  it("reuses the team’s people, keeping ids and attachments, and deletes extras", () => {
    const before = sampleDiagram();
    const after = applyFormation(before, { team: "home", formation: "2-3-1", colour: "green" });
    const home = team(after, "home");
    expect(home).toHaveLength(7);
    expect(home.map((person) => person.id)).toEqual(expect.arrayContaining(["p1", "p2"]));
    expect(home.every((person) => person.colour === "green")).toBe(true);
    expect(after.objects.b1).toMatchObject({ attachedTo: "p1" });
    expect(after.objects.a1).toBe(before.objects.a1);
    const smaller = applyFormation(applyFormation(before, { team: "home", formation: "4-4-2" }), {
      team: "home",
      formation: "2-3-1",
    });
    expect(team(smaller, "home")).toHaveLength(7);
  });

  it("leaves locked people alone and returns the same diagram when already in shape", () => {
    const lined = deepFreeze(applyFormation(createDiagram(), { team: "away", formation: "3-2-3" }));
    expect(applyFormation(lined, { team: "away", formation: "3-2-3" })).toBe(lined);
    const lockedId = team(lined, "away")[0]!.id;
    const locked = deepFreeze(setLocked(lined, { ids: [lockedId], locked: true }));
    const after = applyFormation(locked, { team: "away", formation: "4-4-2" });
    expect(after.objects[lockedId]).toBe(locked.objects[lockedId]);
    expect(team(after, "away")).toHaveLength(12);
  });
});
