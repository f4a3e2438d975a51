import { describe, expect, it } from "vitest";
import { deepFreeze } from "../deep-freeze.ts";
import { objectsInOrder } from "../objects-in-order.ts";
import { DiagramSchema } from "../schema.ts";
import { sampleDiagram, sharedExcept } from "../test-helpers.ts";
import { duplicateObjects } from "./duplicate-objects.ts";
import { addFrame, setPose } from "./frames.ts";

describe("duplicateObjects", () => {
  it("copies objects with new ids, offset, on top, and reports the new ids in input order", () => {
    const before = sampleDiagram();
    const { diagram: after, ids } = duplicateObjects(before, { ids: ["c2", "c1", "ghost"] });
    expect(ids).toHaveLength(2);
    const [copyOfC2, copyOfC1] = ids.map((id) => after.objects[id]!);
    expect(copyOfC1).toMatchObject({ kind: "cone", x: 12, y: 12 });
    expect(copyOfC2).toMatchObject({ kind: "cone", x: 12, y: 22 });
    expect(ids).not.toContain("c1");
    // Copies go on top, keeping the originals' relative stacking (c1 below c2).
    expect(objectsInOrder(after).slice(-2)).toEqual([copyOfC1, copyOfC2]);
    expect(sharedExcept(before, after, [])).toEqual([]);
    expect(DiagramSchema.safeParse(after).success).toBe(true);
  });

  it("re-attaches a copied ball to the copied carrier, and detaches it otherwise", () => {
    const before = sampleDiagram();
    const both = duplicateObjects(before, { ids: ["p1", "b1"], offset: { dx: 5, dy: 0 } });
    const [p1Copy, b1Copy] = both.ids;
    expect(both.diagram.objects[b1Copy!]).toMatchObject({ attachedTo: p1Copy });
    const ballOnly = duplicateObjects(before, { ids: ["b1"] });
    expect(ballOnly.diagram.objects[ballOnly.ids[0]!]).not.toHaveProperty("attachedTo");
    expect(DiagramSchema.safeParse(ballOnly.diagram).success).toBe(true);
  });

  it("copies poses, shifted, so the copy animates alongside", () => {
    const animated = deepFreeze(setPose(addFrame(sampleDiagram()), { frameIndex: 1, id: "c1", x: 40, y: 40 }));
    const { diagram, ids } = duplicateObjects(animated, { ids: ["c1"], offset: { dx: 1, dy: 1 } });
    expect(diagram.frames[1]?.poses[ids[0]!]).toEqual({ x: 41, y: 41, rotation: 0 });
    expect(diagram.frames[0]).toBe(animated.frames[0]);
  });

  it("returns the same diagram when there is nothing to copy", () => {
    const diagram = sampleDiagram();
    expect(duplicateObjects(diagram, { ids: ["ghost"] })).toEqual({ diagram, ids: [] });
  });
});
