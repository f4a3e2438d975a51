import { describe, expect, it } from "vitest";
import { CATALOGUE, catalogueEntry } from "./catalogue.ts";
import { createDiagram } from "./create-diagram.ts";
import { createId } from "./create-id.ts";
import { createObject } from "./create-object.ts";
import { DiagramError } from "./diagram-error.ts";
import { PITCH_TEMPLATES, PITCH_TEMPLATE_IDS } from "./pitch-templates.ts";
import { DiagramSchema, IdSchema, OBJECT_KINDS, OBJECT_SCHEMAS } from "./schema.ts";
import { TEAM_COLOURS } from "./team-colours.ts";

describe("createDiagram", () => {
  it.each(PITCH_TEMPLATE_IDS)("makes an empty valid diagram on the %s template", (template) => {
    const diagram = createDiagram({ template });
    expect(DiagramSchema.parse(diagram)).toEqual(diagram);
    expect(diagram.pitch).toMatchObject({
      template,
      length: PITCH_TEMPLATES[template].length,
      width: PITCH_TEMPLATES[template].width,
    });
    expect(diagram.objects).toEqual({});
    expect(diagram.frames).toEqual([]);
  });

  it("defaults to a full pitch and accepts overrides", () => {
    expect(createDiagram().pitch).toMatchObject({ template: "full", length: 105, width: 68, showGrid: false });
    expect(createDiagram({ template: "blank" }).pitch.showGrid).toBe(true);
    expect(createDiagram({ template: "custom", pitch: { length: 60, width: 40 } }).pitch).toMatchObject({
      length: 60,
      width: 40,
    });
  });
});

describe("createId", () => {
  it("makes valid, distinct ids", () => {
    const ids = Array.from({ length: 200 }, createId);
    expect(ids.every((id) => IdSchema.safeParse(id).success)).toBe(true);
    expect(new Set(ids).size).toBe(200);
  });
});

describe("CATALOGUE", () => {
  it("describes every kind once, with the palette labels the web shows", () => {
    expect(CATALOGUE.map((entry) => entry.kind).sort()).toEqual([...OBJECT_KINDS].sort());
    expect(CATALOGUE.map((entry) => entry.label)).toEqual([
      "Player",
      "Goalkeeper",
      "Coach",
      "Neutral",
      "Ball",
      "Cone",
      "Disc",
      "Pole",
      "Mannequin",
      "Hurdle",
      "Ladder",
      "Ring",
      "Mini goal",
      "Goal",
      "Flag",
      "Rebounder",
      "Pass",
      "Run",
      "Dribble",
      "Shot",
      "Line",
      "Rectangle",
      "Ellipse",
      "Polygon",
      "Text",
      "Marker",
      "Pen",
    ]);
    expect(catalogueEntry("mini-goal")).toMatchObject({
      group: "equipment",
      noun: { one: "mini goal", other: "mini goals" },
    });
    expect(catalogueEntry("pass").group).toBe("lines");
  });

  it.each(OBJECT_KINDS)("creates a valid %s from its defaults", (kind) => {
    const object = createObject(kind, { x: 5, y: 6 });
    expect(OBJECT_SCHEMAS[kind].safeParse(object).success).toBe(true);
    expect(object).toMatchObject({ kind, x: 5, y: 6, rotation: 0, locked: false, hidden: false });
  });

  it("refuses props that do not fit the kind", () => {
    expect(() => createObject("player", { x: 0, y: 0, props: { label: "ABCD" } })).toThrow(DiagramError);
    expect(() => createObject("marker", { x: 0, y: 0, props: { number: 100 } })).toThrow(/number/);
  });

  it("offers at least 8 team colours, each with a readable text colour", () => {
    expect(TEAM_COLOURS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(TEAM_COLOURS.map((colour) => colour.id)).size).toBe(TEAM_COLOURS.length);
    for (const colour of TEAM_COLOURS) {
      expect(colour.fill).toMatch(/^#[0-9a-f]{6}$/);
      expect(colour.text).toMatch(/^#[0-9a-f]{6}$/);
      expect(colour.text).not.toBe(colour.fill);
    }
  });
});
