import { describe, expect, it } from "vitest";
import { createDiagram } from "./create-diagram.ts";
import { createObject } from "./create-object.ts";
import { addObjects } from "./commands/add-objects.ts";
import { DiagramSchema } from "./schema.ts";
import { teamColourOf } from "./team-colour-of.ts";
import { nearestTeamColour, TEAM_COLOURS, teamColoursOfKit } from "./team-colours.ts";

describe("nearestTeamColour", () => {
  it("finds each palette colour from its own fill", () => {
    for (const colour of TEAM_COLOURS) expect(nearestTeamColour(colour.fill)).toBe(colour.id);
  });

  it("reads a club's own shades as the palette colour they look like", () => {
    expect(nearestTeamColour("#1d4ed8")).toBe("blue"); // a royal blue
    expect(nearestTeamColour("#8b0000")).toBe("red"); // a dark red
    expect(nearestTeamColour("#fdfdfd")).toBe("white");
    expect(nearestTeamColour("#0b0b0b")).toBe("black");
    expect(nearestTeamColour("#87ceeb")).toBe("sky");
    expect(nearestTeamColour("#FFD700")).toBe("yellow"); // gold, written in capitals
  });
});

describe("teamColoursOfKit", () => {
  it("dresses the home team in the main colour and the away team in the second", () => {
    expect(teamColoursOfKit("#c8102e", "#ffffff")).toEqual({ home: "red", away: "white" });
    expect(teamColoursOfKit("#1d4ed8", "#facc15")).toEqual({ home: "blue", away: "yellow" });
  });

  it("keeps the two teams apart when both kit colours look the same", () => {
    expect(teamColoursOfKit("#1d4ed8", "#1e40af")).toEqual({ home: "blue", away: "red" });
    expect(teamColoursOfKit("#15803d", "#16a34a")).toEqual({ home: "green", away: "blue" });
  });
});

describe("teamColourOf", () => {
  it("takes the drawing's own team colours first", () => {
    const diagram = addObjects(createDiagram({ teamColours: { home: "green", away: "white" } }), [
      createObject("player", { x: 10, y: 10, props: { team: "home", colour: "pink" } }),
    ]);
    expect(teamColourOf(diagram, "home")).toBe("green");
    expect(teamColourOf(diagram, "away")).toBe("white");
  });

  it("else what the team's players wear, else red at home and blue away", () => {
    const diagram = addObjects(createDiagram(), [
      createObject("player", { x: 10, y: 10, props: { team: "away", colour: "yellow" } }),
    ]);
    expect(teamColourOf(diagram, "away")).toBe("yellow");
    expect(teamColourOf(diagram, "home")).toBe("red");
    expect(teamColourOf(createDiagram(), "away")).toBe("blue");
  });
});

describe("a drawing's team colours", () => {
  it("are kept by the schema when given and left out when not", () => {
    const dressed = createDiagram({ teamColours: { home: "sky", away: "black" } });
    expect(DiagramSchema.parse(dressed).teamColours).toEqual({ home: "sky", away: "black" });
    expect(createDiagram()).not.toHaveProperty("teamColours");
  });

  it("refuse a colour outside the palette or a missing team", () => {
    const base = createDiagram();
    expect(DiagramSchema.safeParse({ ...base, teamColours: { home: "#ff0000", away: "blue" } }).success).toBe(false);
    expect(DiagramSchema.safeParse({ ...base, teamColours: { home: "red" } }).success).toBe(false);
  });
});
