import { createId, type DiagramObject } from "@touchline/diagram";

/** Metres a paste lands from the copied objects, so the copy is visible. */
export const PASTE_OFFSET = 2;

/**
 * Copies of `objects` with fresh ids, shifted by the paste offset. A ball keeps its carrier only when
 * the carrier is pasted too. Not the diagram's `duplicateObjects`: what was copied may since have been
 * cut, or come from another drill, so it need not be in the drawing it is pasted into.
 */
export function pasteCopies(objects: readonly DiagramObject[], offset = PASTE_OFFSET): DiagramObject[] {
  const newIds = new Map(objects.map((object) => [object.id, createId()]));
  return objects.map((object) => {
    const copy = { ...object, id: newIds.get(object.id)!, x: object.x + offset, y: object.y + offset } as DiagramObject;
    if (copy.kind === "ball" && copy.attachedTo) {
      const carrier = newIds.get(copy.attachedTo);
      if (carrier) copy.attachedTo = carrier;
      else delete copy.attachedTo;
    }
    return copy;
  });
}
