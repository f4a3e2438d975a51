import { describe, expect, it } from "vitest";
import { createObject } from "../create-object.ts";
import { sampleDiagram, sharedExcept } from "../test-helpers.ts";
import { addObjects } from "./add-objects.ts";
import { setTeamKit } from "./set-team-kit.ts";

describe("setTeamKit", () => {
  it("dresses every player of one team and gives its goalkeepers their own colour", () => {
    const before = addObjects(sampleDiagram(), [
      createObject("goalkeeper", { id: "gk", x: 5, y: 34 }),
      createObject("goalkeeper", { id: "agk", x: 100, y: 34, props: { team: "away", colour: "blue" } }),
    ]);
    const after = setTeamKit(before, {
      team: "home",
      colour: "white",
      kit: { pattern: "stripes", secondColour: "black" },
      goalkeeperColour: "green",
    });
    for (const id of ["p1", "p2"])
      expect(after.objects[id]).toMatchObject({ colour: "white", kit: { pattern: "stripes", secondColour: "black" } });
    expect(after.objects.gk).toMatchObject({ colour: "green" });
    expect(after.objects.gk).not.toHaveProperty("kit");
    expect(sharedExcept(before, after, ["p1", "p2", "gk"])).toEqual([]);
  });

  it("keeps what it is not given and changes nothing for a team with nobody", () => {
    const before = sampleDiagram();
    const after = setTeamKit(before, { team: "away", kit: { pattern: "hoops", secondColour: "white" } });
    expect(after.objects.a1).toMatchObject({ colour: "blue", kit: { pattern: "hoops", secondColour: "white" } });
    const noKeepers = setTeamKit(before, { team: "home", goalkeeperColour: "yellow" });
    expect(noKeepers).toBe(before);
  });
});

describe("setTeamKit and the drawing's team colours", () => {
  it("makes a new shirt colour the team's colour on the drawing, keeping the other team's", () => {
    const after = setTeamKit(sampleDiagram(), { team: "home", colour: "white" });
    expect(after.teamColours).toEqual({ home: "white", away: "blue" });
  });

  it("leaves the drawing's colours alone when only the pattern changes", () => {
    const before = sampleDiagram();
    const after = setTeamKit(before, { team: "away", kit: { pattern: "hoops", secondColour: "white" } });
    expect(after.teamColours).toBeUndefined();
  });
});
