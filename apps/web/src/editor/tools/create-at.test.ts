import { addObjects, createDiagram, type DiagramObject, type Team } from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import { createObjectAt } from "./create-at.ts";

const placePlayer = (diagram: ReturnType<typeof createDiagram>, team: Team) =>
  createObjectAt(diagram, "player", { x: 20, y: 20 }, team) as Extract<DiagramObject, { kind: "player" }>;

describe("createObjectAt", () => {
  it("dresses a new player in the drawing's colour for their team", () => {
    const clubDrawing = createDiagram({ teamColours: { home: "sky", away: "white" } });
    expect(placePlayer(clubDrawing, "home")).toMatchObject({ team: "home", colour: "sky", label: "2" });
    expect(placePlayer(clubDrawing, "away")).toMatchObject({ team: "away", colour: "white" });
  });

  it("matches what the team already wears on a drawing without team colours, else red and blue", () => {
    const empty = createDiagram();
    expect(placePlayer(empty, "home").colour).toBe("red");
    expect(placePlayer(empty, "away").colour).toBe("blue");
    const dressed = addObjects(
      empty,
      [placePlayer(empty, "away")].map((player) => ({ ...player, colour: "purple" })),
    );
    expect(placePlayer(dressed, "away")).toMatchObject({ colour: "purple", label: "3" });
  });
});
