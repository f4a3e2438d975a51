import type { Diagram, DiagramObject } from "./schema.ts";

/**
 * Looks an object up by id. Goes through `Object.hasOwn` so an id such as "toString" can never
 * return something inherited from `Object.prototype`.
 */
export function getObject(diagram: Diagram, id: string): DiagramObject | undefined {
  return Object.hasOwn(diagram.objects, id) ? diagram.objects[id] : undefined;
}
