import { addObjects, createDiagram, createObject, type Diagram, type DiagramObject } from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import { deriveSessionEquipment, deriveSessionFacts } from "./derive-session-facts.ts";

function many(count: number, make: () => DiagramObject): DiagramObject[] {
  return Array.from({ length: count }, make);
}

function diagramWith(...objects: DiagramObject[][]): Diagram {
  return addObjects(createDiagram(), objects.flat());
}

const cones = (count: number) => many(count, () => createObject("cone", { x: 1, y: 1 }));
const balls = (count: number) => many(count, () => createObject("ball", { x: 1, y: 1 }));
const players = (count: number, colour: "red" | "blue" | "yellow", team: "home" | "away" = "home") =>
  many(count, () => createObject("player", { x: 1, y: 1, props: { colour, team } }));

describe("deriveSessionFacts", () => {
  it("is all zeros and no equipment for a session without blocks", () => {
    expect(deriveSessionFacts([])).toEqual({ totalDurationMinutes: 0, players: 0, equipment: "" });
  });

  it("adds up the durations of the blocks", () => {
    const diagram = createDiagram();
    const facts = deriveSessionFacts([
      { durationMinutes: 15, players: null, diagram },
      { durationMinutes: 20, players: null, diagram },
      { durationMinutes: 25, players: null, diagram },
    ]);
    expect(facts.totalDurationMinutes).toBe(60);
  });

  it("takes the largest squad of any block, counting drawn players unless a block overrides them", () => {
    const sixDrawn = diagramWith(players(3, "red"), players(3, "blue", "away"));
    const tenDrawn = diagramWith(players(5, "red"), players(5, "blue", "away"));
    expect(
      deriveSessionFacts([
        { durationMinutes: 10, players: null, diagram: sixDrawn },
        { durationMinutes: 10, players: null, diagram: tenDrawn },
      ]).players,
    ).toBe(10);
    // "12–16 players" drawn with six tokens: the override wins over the drawing.
    expect(
      deriveSessionFacts([
        { durationMinutes: 10, players: 16, diagram: sixDrawn },
        { durationMinutes: 10, players: null, diagram: tenDrawn },
      ]).players,
    ).toBe(16);
    // An override below the drawing still counts for that block only.
    expect(
      deriveSessionFacts([
        { durationMinutes: 10, players: 4, diagram: tenDrawn },
        { durationMinutes: 10, players: null, diagram: sixDrawn },
      ]).players,
    ).toBe(6);
  });

  it("needs, for each kind of equipment and each bib colour, the most any one block uses", () => {
    const warmUp = diagramWith(cones(14), balls(4), players(7, "red"), players(7, "blue", "away"));
    const game = diagramWith(
      cones(8),
      balls(10),
      many(2, () => createObject("mini-goal", { x: 1, y: 1 })),
      many(4, () => createObject("pole", { x: 1, y: 1 })),
      players(5, "red"),
      players(8, "yellow", "away"),
    );
    const facts = deriveSessionFacts([
      { durationMinutes: 15, players: null, diagram: warmUp },
      { durationMinutes: 30, players: null, diagram: game },
    ]);
    expect(facts.equipment).toBe("14 cones, 4 poles, 2 mini goals, 10 balls, 7 red bibs, 7 blue bibs, 8 yellow bibs");
    expect(facts.players).toBe(14);
  });

  it("keeps the singular label when one is the most any block needs", () => {
    const items = deriveSessionEquipment([
      { diagram: diagramWith([createObject("ladder", { x: 1, y: 1 })], balls(1)) },
      { diagram: diagramWith(balls(3)) },
    ]);
    expect(items).toEqual([
      { item: "ladder", label: "ladder", count: 1 },
      { item: "ball", label: "balls", count: 3 },
    ]);
  });
});
