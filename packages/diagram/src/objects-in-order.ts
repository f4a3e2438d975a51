import type { Diagram, DiagramObject } from "./schema.ts";

/** Back-to-front comparison: by order key, then by id so equal keys (a corrupt file) still sort stably. */
export function compareByOrder(a: DiagramObject, b: DiagramObject): number {
  if (a.order !== b.order) return a.order < b.order ? -1 : 1;
  if (a.id !== b.id) return a.id < b.id ? -1 : 1;
  return 0;
}

/** The objects in drawing order, back to front (render in this order; the layers list reverses it). */
export function objectsInOrder(diagram: Diagram): DiagramObject[] {
  return Object.values(diagram.objects).sort(compareByOrder);
}
