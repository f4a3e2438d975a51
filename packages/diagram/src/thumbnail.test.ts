import { describe, expect, it } from "vitest";
import { addObjects } from "./commands/add-objects.ts";
import { addFrame, setPose } from "./commands/frames.ts";
import { setHidden } from "./commands/set-object-flags.ts";
import { createDiagram } from "./create-diagram.ts";
import { createObject } from "./create-object.ts";
import { DiagramSchema, type Diagram } from "./schema.ts";
import { sampleDiagram } from "./test-helpers.ts";
import { diagramThumbnail, simplifyForThumbnail } from "./thumbnail.ts";
import { BALL_FEET_OFFSET } from "./pose-at.ts";
import { tokenScale } from "./token-scale.ts";

function withText(diagram: Diagram): Diagram {
  return addObjects(diagram, [createObject("text", { id: "t1", x: 50, y: 5, props: { text: "Press high" } })]);
}

/** The same document with every object's keys in the opposite order. */
function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, item]) => [key, reverseKeys(item)]),
  );
}

describe("simplifyForThumbnail", () => {
  it("keeps every visible shape but drops free text, hidden objects, shirt numbers and the grid", () => {
    const diagram = setHidden(withText({ ...sampleDiagram(), pitch: { ...sampleDiagram().pitch, showGrid: true } }), {
      ids: ["c2"],
      hidden: true,
    });
    const simplified = simplifyForThumbnail(diagram);
    const kinds = Object.values(simplified.objects).map((object) => object.kind);
    expect(kinds.sort()).toEqual(["ball", "coach", "cone", "pass", "player", "player", "player"]);
    for (const object of Object.values(simplified.objects)) {
      if ("label" in object) expect(object.label).toBe("");
      expect(object.locked).toBe(false);
    }
    expect(simplified.pitch.showGrid).toBe(false);
    expect(DiagramSchema.safeParse(simplified).success).toBe(true);
  });

  it("draws the first frame only: no frames, attached balls at their carrier's feet", () => {
    let diagram = addFrame(sampleDiagram(), {});
    diagram = setPose(diagram, { frameIndex: 1, id: "p1", x: 80, y: 60 });
    const simplified = simplifyForThumbnail(diagram);
    expect(simplified.frames).toEqual([]);
    const player = Object.values(simplified.objects).find((object) => object.kind === "player" && object.x === 20);
    expect(player).toMatchObject({ x: 20, y: 30 });
    const ball = Object.values(simplified.objects).find((object) => object.kind === "ball");
    expect(ball).not.toHaveProperty("attachedTo");
    // At the feet of p1 (20, 30), not at its own stored (0, 0).
    expect(Math.hypot((ball?.x ?? 0) - 20, (ball?.y ?? 0) - 30)).toBeCloseTo(BALL_FEET_OFFSET * tokenScale(diagram), 0);
  });

  it("rounds positions to 10 cm and rotations to a degree, and renames objects by drawing order", () => {
    const diagram = addObjects(createDiagram(), [
      createObject("player", { id: "someLongEditorId", x: 12.3456, y: 7.0001, rotation: 44.6 }),
      createObject("pass", { id: "pass-1", x: 1.04, y: 2, props: { end: { x: 3.333, y: -0.04 } } }),
    ]);
    const simplified = simplifyForThumbnail(diagram);
    expect(Object.keys(simplified.objects)).toEqual(["0", "1"]);
    expect(simplified.objects["0"]).toMatchObject({ id: "0", kind: "player", x: 12.3, y: 7, rotation: 45 });
    expect(simplified.objects["1"]).toMatchObject({ kind: "pass", x: 1, y: 2, end: { x: 3.3, y: 0 } });
  });
});

describe("diagramThumbnail's hash", () => {
  it("is the same for the same picture: key order, ids, animation, text and sub-10 cm nudges do not count", () => {
    const base = sampleDiagram();
    const { hash } = diagramThumbnail(base);
    expect(hash).toMatch(/^[0-9a-z]{22}$/);
    expect(diagramThumbnail(JSON.parse(JSON.stringify(base)) as Diagram).hash).toBe(hash);
    expect(diagramThumbnail(reverseKeys(base) as Diagram).hash).toBe(hash);
    expect(diagramThumbnail(withText(base)).hash).toBe(hash);
    expect(diagramThumbnail(addFrame(base, {})).hash).toBe(hash);
    const nudged = { ...base, objects: { ...base.objects, c1: { ...base.objects.c1!, x: 10.02 } } };
    expect(diagramThumbnail(nudged).hash).toBe(hash);
  });

  it("changes when the picture changes: a visible move, a new object, another pitch", () => {
    const base = sampleDiagram();
    const { hash } = diagramThumbnail(base);
    const moved = { ...base, objects: { ...base.objects, c1: { ...base.objects.c1!, x: 12 } } };
    expect(diagramThumbnail(moved).hash).not.toBe(hash);
    expect(diagramThumbnail(addObjects(base, [createObject("cone", { id: "c3", x: 5, y: 5 })])).hash).not.toBe(hash);
    expect(diagramThumbnail({ ...base, pitch: { ...base.pitch, surface: "plain" } }).hash).not.toBe(hash);
  });

  it("is stable across releases for the same document (stored thumbnails stay valid)", () => {
    expect(diagramThumbnail(createDiagram()).hash).toMatchInlineSnapshot(`"1vqiczr74fg00ce1mnxojj"`);
  });
});
