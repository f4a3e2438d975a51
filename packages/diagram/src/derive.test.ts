import { describe, expect, it } from "vitest";
import { addObjects } from "./commands/add-objects.ts";
import { setHidden } from "./commands/set-object-flags.ts";
import { createDiagram } from "./create-diagram.ts";
import { createObject } from "./create-object.ts";
import { deepFreeze } from "./deep-freeze.ts";
import { countPlayers, deriveEquipment, formatEquipment } from "./derive.ts";
import type { DiagramObject } from "./schema.ts";

function many(count: number, make: () => DiagramObject): DiagramObject[] {
  return Array.from({ length: count }, make);
}

const drill = deepFreeze(
  addObjects(createDiagram(), [
    ...many(10, () => createObject("ball", { x: 1, y: 1 })),
    ...many(6, () => createObject("player", { x: 1, y: 1, props: { colour: "red" } })),
    createObject("goalkeeper", { x: 1, y: 1, props: { colour: "red" } }),
    ...many(7, () => createObject("player", { x: 1, y: 1, props: { team: "away", colour: "blue" } })),
    ...many(14, () => createObject("cone", { x: 1, y: 1 })),
    ...many(4, () => createObject("pole", { x: 1, y: 1 })),
    ...many(2, () => createObject("mini-goal", { x: 1, y: 1 })),
    createObject("coach", { x: 1, y: 1 }),
    createObject("pass", { x: 1, y: 1 }),
    createObject("text", { x: 1, y: 1 }),
  ]),
);

describe("countPlayers", () => {
  it("counts players and goalkeepers per team and colour, coaches and neutrals apart", () => {
    const withNeutral = addObjects(drill, [createObject("neutral", { x: 1, y: 1, props: { colour: "yellow" } })]);
    expect(countPlayers(withNeutral)).toEqual({
      home: 7,
      away: 7,
      total: 14,
      byColour: { red: 7, blue: 7 },
      coaches: 1,
      neutrals: 1,
    });
  });

  it("counts hidden objects too", () => {
    const ids = Object.values(drill.objects)
      .filter((object) => object.kind === "player")
      .map((object) => object.id);
    expect(countPlayers(setHidden(drill, { ids, hidden: true })).total).toBe(14);
  });
});

describe("deriveEquipment / formatEquipment", () => {
  it("lists field equipment, then balls, then bibs by colour", () => {
    const list = deriveEquipment(drill);
    expect(list).toEqual([
      { item: "cone", label: "cones", count: 14 },
      { item: "pole", label: "poles", count: 4 },
      { item: "mini-goal", label: "mini goals", count: 2 },
      { item: "ball", label: "balls", count: 10 },
      { item: "bib", colour: "red", label: "red bibs", count: 7 },
      { item: "bib", colour: "blue", label: "blue bibs", count: 7 },
    ]);
    expect(formatEquipment(list)).toBe("14 cones, 4 poles, 2 mini goals, 10 balls, 7 red bibs, 7 blue bibs");
  });

  it("uses singular labels for one, bibs for neutrals, and nothing for an empty diagram", () => {
    const small = addObjects(createDiagram(), [
      createObject("ladder", { x: 1, y: 1 }),
      createObject("neutral", { x: 1, y: 1, props: { colour: "sky" } }),
    ]);
    expect(formatEquipment(deriveEquipment(small))).toBe("1 ladder, 1 sky blue bib");
    expect(deriveEquipment(createDiagram())).toEqual([]);
    expect(formatEquipment([])).toBe("");
  });
});
