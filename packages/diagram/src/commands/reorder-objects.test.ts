import { describe, expect, it } from "vitest";
import { createDiagram } from "../create-diagram.ts";
import { createObject } from "../create-object.ts";
import { deepFreeze } from "../deep-freeze.ts";
import { objectsInOrder } from "../objects-in-order.ts";
import { DiagramSchema, type Diagram } from "../schema.ts";
import { sharedExcept } from "../test-helpers.ts";
import { addObjects } from "./add-objects.ts";
import { reorderObjects } from "./reorder-objects.ts";

function stack(ids: string[]): Diagram {
  return deepFreeze(
    addObjects(
      createDiagram(),
      ids.map((id) => createObject("disc", { id, x: 0, y: 0 })),
    ),
  );
}

const order = (diagram: Diagram) =>
  objectsInOrder(diagram)
    .map((object) => object.id)
    .join("");

describe("reorderObjects", () => {
  const before = stack(["a", "b", "c", "d", "e"]);

  it("brings to front and sends to back", () => {
    expect(order(reorderObjects(before, { ids: ["b", "d"], to: "front" }))).toBe("acebd");
    expect(order(reorderObjects(before, { ids: ["b", "d"], to: "back" }))).toBe("bdace");
  });

  it("moves one step forward or backward, runs of selected objects together", () => {
    expect(order(reorderObjects(before, { ids: ["b"], to: "forward" }))).toBe("acbde");
    expect(order(reorderObjects(before, { ids: ["b", "c"], to: "forward" }))).toBe("adbce");
    expect(order(reorderObjects(before, { ids: ["d"], to: "backward" }))).toBe("abdce");
    expect(order(reorderObjects(before, { ids: ["a", "c"], to: "backward" }))).toBe("acbde");
  });

  it("rewrites only the moved objects’ keys", () => {
    const after = reorderObjects(before, { ids: ["a"], to: "front" });
    expect(sharedExcept(before, after, ["a"])).toEqual([]);
    expect(DiagramSchema.safeParse(after).success).toBe(true);
  });

  it("returns the same diagram when the order would not change", () => {
    expect(reorderObjects(before, { ids: ["e"], to: "front" })).toBe(before);
    expect(reorderObjects(before, { ids: ["a"], to: "backward" })).toBe(before);
    expect(reorderObjects(before, { ids: ["ghost"], to: "back" })).toBe(before);
  });

  it("keeps keys bounded when the same swap is repeated many times", () => {
    let diagram = before;
    for (let i = 0; i < 500; i++) diagram = reorderObjects(diagram, { ids: ["c"], to: i % 2 ? "backward" : "forward" });
    expect(order(diagram)).toBe("abcde");
    expect(DiagramSchema.safeParse(diagram).success).toBe(true);
  });

  it("re-spaces keys when a corrupt file has equal keys around the target", () => {
    const equal: Diagram = deepFreeze({
      ...before,
      objects: Object.fromEntries(
        Object.values(before.objects).map((object) => [object.id, { ...object, order: "a0" }]),
      ),
    });
    const after = reorderObjects(equal, { ids: ["a"], to: "forward" });
    expect(order(after)).toBe("bacde");
    expect(new Set(Object.values(after.objects).map((object) => object.order)).size).toBe(5);
  });

  it("re-spaces every key rather than let a key grow past the soft limit", () => {
    const long = "a0" + "z".repeat(70);
    const base = stack(["a", "b", "c"]);
    const keys: Record<string, string> = { a: long, b: "a1", c: "a2" };
    const crowded: Diagram = deepFreeze({
      ...base,
      objects: Object.fromEntries(
        Object.values(base.objects).map((object) => [object.id, { ...object, order: keys[object.id]! }]),
      ),
    });
    const after = reorderObjects(crowded, { ids: ["c"], to: "backward" });
    expect(order(after)).toBe("acb");
    expect(Math.max(...Object.values(after.objects).map((object) => object.order.length))).toBeLessThanOrEqual(3);
  });
});
