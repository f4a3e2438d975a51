import { copiesOf, type DiagramObject } from "@touchline/diagram";

/** Metres a paste lands from the copied objects, so the copy is visible. */
export const PASTE_OFFSET = 2;

/**
 * Copies of `objects` with fresh ids, shifted by the paste offset, as the diagram's duplicate makes them.
 * Not `duplicateObjects` itself: what was copied may since have been cut, or come from another drill, so
 * it need not be in the drawing it is pasted into.
 */
export function pasteCopies(objects: readonly DiagramObject[], offset = PASTE_OFFSET): DiagramObject[] {
  return copiesOf(objects, { dx: offset, dy: offset }).copies;
}
