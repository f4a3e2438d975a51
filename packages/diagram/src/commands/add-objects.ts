import { DiagramError } from "../diagram-error.ts";
import { DiagramObjectSchema, isPerson, type Diagram, type DiagramObject } from "../schema.ts";
import { assertRoomFor, hasObject, placeAttachedBalls, topOrderKeys } from "./internal.ts";

/**
 * Adds objects on top of everything, keeping their relative order (the first ends up lowest). Each
 * is validated; its `order` is replaced. A ball may be attached to a person already in the diagram
 * or in the same batch.
 */
export function addObjects(diagram: Diagram, objects: readonly DiagramObject[]): Diagram {
  if (objects.length === 0) return diagram;
  assertRoomFor(diagram, objects.length);
  const keys = topOrderKeys(diagram, objects.length);
  const added: Record<string, DiagramObject> = {};
  objects.forEach((candidate, index) => {
    const result = DiagramObjectSchema.safeParse({ ...candidate, order: keys[index] });
    if (!result.success) throw DiagramError.fromZod(result.error, "Invalid object");
    const object = result.data;
    if (hasObject(diagram, object.id) || Object.hasOwn(added, object.id)) {
      throw new DiagramError(`An object with id "${object.id}" already exists`);
    }
    added[object.id] = object;
  });
  const objectsAfter = { ...diagram.objects, ...added };
  for (const object of Object.values(added)) {
    if (object.kind !== "ball" || object.attachedTo === undefined) continue;
    const carrier = Object.hasOwn(objectsAfter, object.attachedTo) ? objectsAfter[object.attachedTo] : undefined;
    if (!carrier || !isPerson(carrier)) {
      throw new DiagramError(`Ball "${object.id}" is attached to "${object.attachedTo}", which is not a person`);
    }
  }
  return placeAttachedBalls({ ...diagram, objects: objectsAfter }, new Set(Object.keys(added)));
}

/** Adds one object on top of everything (see `addObjects`). */
export function addObject(diagram: Diagram, object: DiagramObject): Diagram {
  return addObjects(diagram, [object]);
}
