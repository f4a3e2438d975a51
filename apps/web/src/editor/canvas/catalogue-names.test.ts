import { i18n } from "@lingui/core";
import {
  CATALOGUE,
  createDiagram,
  createObject,
  addObjects,
  deriveEquipment,
  formatEquipment,
  FORMATIONS,
  PITCH_TEMPLATE_IDS,
  PITCH_TEMPLATES,
  TEAM_COLOURS,
} from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import {
  CATALOGUE_NAMES,
  FORMATION_NAMES,
  formatEquipmentList,
  PITCH_TEMPLATE_NAMES,
  TEAM_COLOUR_NAMES,
} from "./catalogue-names.ts";

describe("the editor's names for the shared catalogue", () => {
  it("names every catalogue entry, in the package's English words", () => {
    expect(Object.keys(CATALOGUE_NAMES).sort()).toEqual(CATALOGUE.map((entry) => entry.kind).sort());
    for (const entry of CATALOGUE) expect(i18n._(CATALOGUE_NAMES[entry.kind])).toBe(entry.label);
  });

  it("names every formation", () => {
    expect(Object.keys(FORMATION_NAMES).sort()).toEqual(FORMATIONS.map((formation) => formation.id).sort());
    for (const formation of FORMATIONS) expect(i18n._(FORMATION_NAMES[formation.id])).toBe(formation.name);
  });

  it("names every pitch template and team colour", () => {
    expect(Object.keys(PITCH_TEMPLATE_NAMES).sort()).toEqual([...PITCH_TEMPLATE_IDS].sort());
    for (const id of PITCH_TEMPLATE_IDS) expect(i18n._(PITCH_TEMPLATE_NAMES[id])).toBe(PITCH_TEMPLATES[id].label);
    expect(Object.keys(TEAM_COLOUR_NAMES).sort()).toEqual(TEAM_COLOURS.map((colour) => colour.id).sort());
    for (const colour of TEAM_COLOURS) expect(i18n._(TEAM_COLOUR_NAMES[colour.id])).toBe(colour.name);
  });

  it("writes the equipment list as the package does, in English", () => {
    const diagram = addObjects(createDiagram({ template: "full" }), [
      ...[1, 2, 3].map((n) => createObject("cone", { id: `c${n}`, x: n, y: 0 })),
      createObject("mini-goal", { id: "g", x: 0, y: 5 }),
      createObject("ball", { id: "b", x: 0, y: 9 }),
      createObject("player", { id: "p", x: 5, y: 5, props: { colour: "sky" } }),
      createObject("player", { id: "q", x: 6, y: 5, props: { colour: "red" } }),
      createObject("goalkeeper", { id: "k", x: 7, y: 5, props: { colour: "red" } }),
    ]);
    const items = deriveEquipment(diagram);
    expect(formatEquipmentList(i18n, items)).toBe(formatEquipment(items));
    expect(formatEquipmentList(i18n, items)).toBe("3 cones, 1 mini goal, 1 ball, 2 red bibs, 1 sky blue bib");
  });
});
