import { addObjects, createId, type Diagram, type DiagramObject } from "@touchline/diagram";

/** Metres a paste lands from the copied objects, so the copy is visible. */
export const PASTE_OFFSET = 2;

/**
 * Copies of `objects` with fresh ids, shifted by the paste offset. A ball keeps its carrier only when
 * the carrier is pasted too.
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

export function pasteInto(diagram: Diagram, copies: readonly DiagramObject[]): Diagram {
  return addObjects(diagram, copies);
}
