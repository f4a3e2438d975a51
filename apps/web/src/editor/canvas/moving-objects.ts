import type { Diagram, DiagramObject } from "@touchline/diagram";

/**
 * Splits the drawn objects into those at rest and those moving in the current gesture (a drag, a
 * rotation, a resize): the selection and anything else the gesture has changed so far. Outside a gesture
 * nothing moves. The canvas draws the two groups in separate layers so a drag repaints only the moving one.
 */
export function splitMovingObjects(
  objects: readonly DiagramObject[],
  gestureStart: Diagram | null,
  selection: readonly string[],
): { resting: readonly DiagramObject[]; moving: readonly DiagramObject[] } {
  if (!gestureStart) return { resting: objects, moving: [] };
  const selected = new Set(selection);
  const isMoving = (object: DiagramObject) => selected.has(object.id) || gestureStart.objects[object.id] !== object;
  return { resting: objects.filter((object) => !isMoving(object)), moving: objects.filter(isMoving) };
}
