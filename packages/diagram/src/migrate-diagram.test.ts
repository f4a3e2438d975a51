import { describe, expect, it } from "vitest";
import { addObject } from "./commands/add-objects.ts";
import { createDiagram } from "./create-diagram.ts";
import { createObject } from "./create-object.ts";
import { DiagramError } from "./diagram-error.ts";
import diagramV1 from "./fixtures/diagram-v1.json" with { type: "json" };
import diagramV2 from "./fixtures/diagram-v2.json" with { type: "json" };
import { migrateDiagram, safeMigrateDiagram } from "./migrate-diagram.ts";
import { objectsInOrder } from "./objects-in-order.ts";
import { BALL_FEET_OFFSET, poseAt } from "./pose-at.ts";
import { DiagramSchema, type Diagram } from "./schema.ts";
import { tokenScale } from "./token-scale.ts";

describe("migrateDiagram: version 1 fixture", () => {
  const diagram = migrateDiagram(JSON.parse(JSON.stringify(diagramV1)));

  it("produces a valid current diagram", () => {
    expect(diagram.version).toBe(3);
    expect(DiagramSchema.safeParse(diagram).success).toBe(true);
  });

  it("maps the pitch and adds grid settings", () => {
    expect(diagram.pitch).toEqual({
      template: "half",
      length: 52.5,
      width: 68,
      orientation: "vertical",
      surface: "plain",
      showGrid: false,
      gridSize: 5,
    });
    expect(diagram.tokenSize).toBe("medium");
  });

  it("turns percentages into metres and keeps the array order as z-order", () => {
    const p7 = diagram.objects.p7;
    expect(p7).toMatchObject({ kind: "player", x: 21, y: 17, rotation: 270, team: "home", colour: "red", label: "7" });
    expect(diagram.objects.gk).toMatchObject({ kind: "goalkeeper", label: "1", colour: "yellow" });
    expect(diagram.objects.gk?.x).toBeCloseTo(2.1);
    expect(diagram.objects.d4).toMatchObject({ label: "", team: "away" });
    expect(objectsInOrder(diagram).map((object) => object.id)).toEqual(diagramV1.objects.map((object) => object.id));
  });

  it("converts lines, rectangles, balls, equipment, text and coach", () => {
    expect(diagram.objects.pass1).toMatchObject({ kind: "pass", x: 21, y: 17, end: { x: 21, y: 17 }, arrowEnd: true });
    expect(diagram.objects.zone).toMatchObject({ kind: "rectangle", width: 21, height: 34, fillOpacity: 0.2 });
    expect(diagram.objects.zone?.x).toBeCloseTo(21);
    expect(diagram.objects.zone?.y).toBeCloseTo(30.6);
    expect(diagram.objects.ball).toMatchObject({ kind: "ball", attachedTo: "p7" });
    expect(diagram.objects.cone1).toMatchObject({ kind: "cone", colour: "#ff8800", scale: 1 });
    expect(diagram.objects.note).toMatchObject({ kind: "text", text: "Press high" });
    expect(diagram.objects.coach).toMatchObject({ kind: "coach", locked: true, hidden: false });
  });

  it("folds frame 0 positions into the objects and converts later poses", () => {
    expect(diagram.objects.d4?.x).toBeCloseTo(32.55);
    expect(diagram.frames.map((frame) => frame.id)).toEqual(["frame-1", "frame-2", "frame-3"]);
    expect(diagram.frames[0]?.poses).toEqual({});
    expect(diagram.frames[1]).toMatchObject({ durationMs: 1500, poses: { p7: { x: 42, y: 17, rotation: 0 } } });
    expect(diagram.frames[2]?.durationMs).toBe(20_000);
    expect(diagram.frames[2]?.poses.d4?.x).toBeCloseTo(36.75);
    expect(poseAt(diagram, 1500).p7).toEqual({ x: 42, y: 17, rotation: 0 });
  });

  it("reports an invalid version 1 document with its path", () => {
    const broken = JSON.parse(JSON.stringify(diagramV1)) as { objects: Record<string, unknown>[] };
    broken.objects[1] = { ...broken.objects[1], x: "left" };
    expect(() => migrateDiagram(broken)).toThrow(/version 1.*objects\.1\.x/);
  });
});

describe("migrateDiagram: version 2 fixture", () => {
  const stored = JSON.parse(JSON.stringify(diagramV2)) as typeof diagramV2;
  const diagram = migrateDiagram(stored);

  it("opens every object and frame as it was, with the default token size", () => {
    expect(diagram.version).toBe(3);
    expect(diagram.tokenSize).toBe("medium");
    expect(diagram.pitch).toEqual(stored.pitch);
    expect(diagram.objects).toEqual(stored.objects);
    expect(diagram.frames).toEqual(stored.frames);
  });

  it("puts an attached ball at the feet of its carrier as tokens are now drawn", () => {
    const withBall = JSON.parse(JSON.stringify(stored)) as { objects: Record<string, Record<string, unknown>> };
    // p7 stands at (30, 20) facing +x; version 2 kept its ball 1.2 m ahead.
    withBall.objects.b1 = { ...withBall.objects.b1, x: 31.2, y: 20, attachedTo: "p7" };
    const opened = migrateDiagram(withBall);
    expect(opened.objects.b1?.x).toBeCloseTo(30 + BALL_FEET_OFFSET * tokenScale(opened));
    expect(opened.objects.b1?.y).toBeCloseTo(20);
    expect(opened.objects.p7).toEqual(withBall.objects.p7);
  });

  it("refuses a version 2 document that is not one, with its path", () => {
    expect(() => migrateDiagram({ ...stored, frames: "none" })).toThrow(/Invalid version 2 diagram.*frames/);
  });
});

describe("migrateDiagram: current version", () => {
  it("round-trips a current diagram through JSON unchanged", () => {
    const diagram = addObject(createDiagram({ template: "futsal" }), createObject("cone", { id: "c", x: 3, y: 4 }));
    const read: Diagram = migrateDiagram(JSON.parse(JSON.stringify(diagram)));
    expect(read).toEqual(diagram);
  });

  it("throws a DiagramError naming the paths of the first issues", () => {
    const diagram = createDiagram() as unknown as { pitch: Record<string, unknown> };
    const broken = { ...diagram, pitch: { ...diagram.pitch, length: 500, surface: "mud" } };
    let error: unknown;
    try {
      migrateDiagram(broken);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DiagramError);
    expect((error as DiagramError).message).toMatch(/pitch\.length/);
    expect((error as DiagramError).message).toMatch(/pitch\.surface/);
    expect((error as DiagramError).issues).toHaveLength(2);
  });

  it("safeMigrateDiagram returns a result instead of throwing", () => {
    expect(safeMigrateDiagram(createDiagram())).toEqual({ ok: true, diagram: createDiagram() });
    const failed = safeMigrateDiagram({ version: 2 });
    expect(failed.ok).toBe(false);
    if (!failed.ok) expect(failed.error).toMatch(/pitch/);
  });
});
