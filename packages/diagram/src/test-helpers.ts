import { addObjects } from "./commands/add-objects.ts";
import { createDiagram } from "./create-diagram.ts";
import { createObject } from "./create-object.ts";
import { deepFreeze } from "./deep-freeze.ts";
import type { Diagram } from "./schema.ts";

/*
 * Builders for tests only (not exported from the package). The sample is deep-frozen, so any
 * command that mutates its input throws a TypeError in the test that calls it.
 */

/** A full pitch with two home players, one away player, a coach, two cones, a ball at p1's feet and a pass. */
export function sampleDiagram(): Diagram {
  const diagram = addObjects(createDiagram(), [
    createObject("player", { id: "p1", x: 20, y: 30, props: { label: "7" } }),
    createObject("player", { id: "p2", x: 30, y: 40, props: { label: "9" } }),
    createObject("player", {
      id: "a1",
      x: 70,
      y: 30,
      rotation: 180,
      props: { team: "away", colour: "blue", label: "4" },
    }),
    createObject("coach", { id: "coach", x: 50, y: 70 }),
    createObject("cone", { id: "c1", x: 10, y: 10 }),
    createObject("cone", { id: "c2", x: 10, y: 20 }),
    createObject("ball", { id: "b1", x: 0, y: 0, props: { attachedTo: "p1" } }),
    createObject("pass", { id: "l1", x: 20, y: 30, props: { end: { x: 10, y: 10 } } }),
  ]);
  return deepFreeze(diagram);
}

/** Ids outside `changed` whose object is no longer the very same object: empty when sharing holds. */
export function sharedExcept(before: Diagram, after: Diagram, changed: readonly string[]): string[] {
  return Object.keys(before.objects).filter(
    (id) => !changed.includes(id) && Object.hasOwn(after.objects, id) && after.objects[id] !== before.objects[id],
  );
}
