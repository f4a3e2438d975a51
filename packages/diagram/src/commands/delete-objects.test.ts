import { describe, expect, it } from "vitest";
import { deepFreeze } from "../deep-freeze.ts";
import { DiagramSchema } from "../schema.ts";
import { sampleDiagram, sharedExcept } from "../test-helpers.ts";
import { addFrame, setPose } from "./frames.ts";
import { setLocked } from "./set-object-flags.ts";
import { deleteObjects } from "./delete-objects.ts";

describe("deleteObjects", () => {
  it("removes objects and shares the rest", () => {
    const before = sampleDiagram();
    const after = deleteObjects(before, { ids: ["c1", "ghost"] });
    expect(after.objects).not.toHaveProperty("c1");
    expect(before.objects).toHaveProperty("c1");
    expect(sharedExcept(before, after, [])).toEqual([]);
    expect(after.frames).toBe(before.frames);
  });

  it("removes the deleted objects’ poses and keeps other frames shared", () => {
    let diagram = addFrame(addFrame(sampleDiagram()));
    diagram = deepFreeze(
      setPose(setPose(diagram, { frameIndex: 1, id: "c1", x: 1, y: 1 }), { frameIndex: 2, id: "c2", x: 2, y: 2 }),
    );
    const after = deleteObjects(diagram, { ids: ["c1"] });
    expect(after.frames[1]?.poses).toEqual({});
    expect(after.frames[2]).toBe(diagram.frames[2]);
    expect(DiagramSchema.safeParse(after).success).toBe(true);
  });

  it("detaches a ball whose carrier is deleted, leaving it where it was", () => {
    const before = sampleDiagram();
    const after = deleteObjects(before, { ids: ["p1"] });
    expect(after.objects.b1).not.toHaveProperty("attachedTo");
    expect(after.objects.b1?.x).toBeCloseTo(before.objects.b1!.x);
    expect(DiagramSchema.safeParse(after).success).toBe(true);
  });

  it("deletes locked objects when asked explicitly, and is a no-op for unknown ids", () => {
    const locked = deepFreeze(setLocked(sampleDiagram(), { ids: ["c1"], locked: true }));
    expect(deleteObjects(locked, { ids: ["c1"] }).objects).not.toHaveProperty("c1");
    expect(deleteObjects(locked, { ids: ["ghost"] })).toBe(locked);
  });
});
