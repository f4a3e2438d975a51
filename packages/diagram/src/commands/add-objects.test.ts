import { describe, expect, it } from "vitest";
import { createDiagram } from "../create-diagram.ts";
import { createObject } from "../create-object.ts";
import { deepFreeze } from "../deep-freeze.ts";
import { DiagramError } from "../diagram-error.ts";
import { objectsInOrder } from "../objects-in-order.ts";
import { ballFeetPosition } from "../pose-at.ts";
import { DiagramSchema } from "../schema.ts";
import { sampleDiagram, sharedExcept } from "../test-helpers.ts";
import { addObject, addObjects } from "./add-objects.ts";
import { tokenScale } from "../token-scale.ts";

describe("addObject / addObjects", () => {
  it("adds on top of the stack without touching the input", () => {
    const before = sampleDiagram();
    const after = addObject(before, createObject("cone", { id: "new", x: 1, y: 2 }));
    expect(objectsInOrder(after).at(-1)?.id).toBe("new");
    expect(Object.keys(before.objects)).not.toContain("new");
    expect(sharedExcept(before, after, ["new"])).toEqual([]);
    expect(after.frames).toBe(before.frames);
    expect(DiagramSchema.safeParse(after).success).toBe(true);
  });

  it("keeps the batch order as stacking order", () => {
    const after = addObjects(sampleDiagram(), [
      createObject("cone", { id: "low", x: 1, y: 1 }),
      createObject("cone", { id: "high", x: 1, y: 1 }),
    ]);
    expect(
      objectsInOrder(after)
        .slice(-2)
        .map((object) => object.id),
    ).toEqual(["low", "high"]);
  });

  it("places a ball attached within the batch at its carrier’s feet", () => {
    const after = addObjects(createDiagram(), [
      createObject("player", { id: "p", x: 10, y: 10, rotation: 90 }),
      createObject("ball", { id: "b", x: 0, y: 0, props: { attachedTo: "p" } }),
    ]);
    const feet = ballFeetPosition({ x: 10, y: 10, rotation: 90 }, tokenScale(after));
    expect(after.objects.b?.x).toBeCloseTo(feet.x);
    expect(after.objects.b?.y).toBeCloseTo(feet.y);
  });

  it("refuses duplicates, invalid objects, dangling attachments and overflow", () => {
    const diagram = sampleDiagram();
    expect(() => addObject(diagram, createObject("cone", { id: "c1", x: 0, y: 0 }))).toThrow(/already exists/);
    expect(() => addObject(diagram, { ...createObject("cone", { x: 0, y: 0 }), x: Number.NaN })).toThrow(DiagramError);
    expect(() => addObject(diagram, createObject("ball", { x: 0, y: 0, props: { attachedTo: "c1" } }))).toThrow(
      /not a person/,
    );
    const full = deepFreeze(
      addObjects(
        createDiagram(),
        Array.from({ length: 1000 }, () => createObject("disc", { x: 1, y: 1 })),
      ),
    );
    expect(() => addObject(full, createObject("disc", { x: 1, y: 1 }))).toThrow(/at most 1000/);
  });

  it("returns the same diagram for an empty batch", () => {
    const diagram = sampleDiagram();
    expect(addObjects(diagram, [])).toBe(diagram);
  });
});
