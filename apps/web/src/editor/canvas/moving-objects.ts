import type { Diagram, DiagramObject } from "@touchline/diagram";

/**
 * Splits the drawn objects into three groups: those at rest; those a move in progress carries
 * (`carriedIds`, from the UI state's drag; a move is a gesture too), which the canvas moves with one
 * translation; and the others
 * moving in the current gesture (a rotation, a resize, a line being drawn): the selection and anything
 * else the gesture has changed so far. Outside a gesture nothing moves. The canvas draws the moving
 * groups in layers of their own so a gesture repaints only them.
 */
export function splitMovingObjects(
  objects: readonly DiagramObject[],
  gestureStart: Diagram | null,
  selection: readonly string[],
  carriedIds: readonly string[] | null = null,
): { resting: readonly DiagramObject[]; carried: readonly DiagramObject[]; moving: readonly DiagramObject[] } {
  if (!gestureStart) return { resting: objects, carried: [], moving: [] };
  const selected = new Set(selection);
  const carried = new Set(carriedIds);
  const isMoving = (object: DiagramObject) => selected.has(object.id) || gestureStart.objects[object.id] !== object;
  return {
    resting: objects.filter((object) => !carried.has(object.id) && !isMoving(object)),
    carried: objects.filter((object) => carried.has(object.id)),
    moving: objects.filter((object) => !carried.has(object.id) && isMoving(object)),
  };
}
