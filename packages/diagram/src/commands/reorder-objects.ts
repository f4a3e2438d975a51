import { objectsInOrder } from "../objects-in-order.ts";
import { ORDER_KEY_SOFT_LIMIT, orderKeysBetween } from "../order-key.ts";
import type { Diagram, DiagramObject } from "../schema.ts";
import { respacedOrderKeys, withObjects } from "./internal.ts";

/** Where to move the selection in the stack: one step, or all the way. */
export type ReorderDirection = "forward" | "backward" | "front" | "back";

function reordered(
  sequence: readonly DiagramObject[],
  selected: ReadonlySet<string>,
  to: ReorderDirection,
): DiagramObject[] {
  const isSelected = (object: DiagramObject | undefined) => object !== undefined && selected.has(object.id);
  const picked = sequence.filter(isSelected);
  const rest = sequence.filter((object) => !isSelected(object));
  if (to === "front") return [...rest, ...picked];
  if (to === "back") return [...picked, ...rest];
  const result = sequence.slice();
  // Walking from the far end lets a run of selected objects hop the next unselected one together.
  if (to === "forward") {
    for (let i = result.length - 2; i >= 0; i--) {
      if (isSelected(result[i]) && !isSelected(result[i + 1])) {
        [result[i], result[i + 1]] = [result[i + 1] as DiagramObject, result[i] as DiagramObject];
      }
    }
  } else {
    for (let i = 1; i < result.length; i++) {
      if (isSelected(result[i]) && !isSelected(result[i - 1])) {
        [result[i], result[i - 1]] = [result[i - 1] as DiagramObject, result[i] as DiagramObject];
      }
    }
  }
  return result;
}

/**
 * New keys for the moved objects only: each run of them gets keys between its unmoved neighbours.
 * Returns undefined when that is impossible (neighbours share a key in a corrupt file) or keys
 * would grow past the soft limit; the caller then re-spaces every key.
 */
function keysForMoved(
  sequence: readonly DiagramObject[],
  selected: ReadonlySet<string>,
): Map<string, string> | undefined {
  const keys = new Map<string, string>();
  let i = 0;
  while (i < sequence.length) {
    if (!selected.has((sequence[i] as DiagramObject).id)) {
      i++;
      continue;
    }
    let end = i;
    while (end < sequence.length && selected.has((sequence[end] as DiagramObject).id)) end++;
    const before = sequence[i - 1]?.order ?? null;
    const after = sequence[end]?.order ?? null;
    let runKeys: string[];
    try {
      runKeys = orderKeysBetween(before, after, end - i);
    } catch {
      return undefined;
    }
    if (runKeys.some((key) => key.length > ORDER_KEY_SOFT_LIMIT)) return undefined;
    runKeys.forEach((key, offset) => keys.set((sequence[i + offset] as DiagramObject).id, key));
    i = end;
  }
  return keys;
}

function respaced(sequence: readonly DiagramObject[]): Map<string, string> {
  const keys = respacedOrderKeys(sequence.length);
  return new Map(sequence.map((object, index) => [object.id, keys[index] as string]));
}

/** Moves objects up or down the drawing stack, rewriting only their own order keys when it can. */
export function reorderObjects(
  diagram: Diagram,
  { ids, to }: { ids: readonly string[]; to: ReorderDirection },
): Diagram {
  const before = objectsInOrder(diagram);
  const selected = new Set(ids.filter((id) => Object.hasOwn(diagram.objects, id)));
  const after = reordered(before, selected, to);
  if (after.every((object, index) => object === before[index])) return diagram;
  const keys = keysForMoved(after, selected) ?? respaced(after);
  const changed = new Map<string, DiagramObject>();
  for (const [id, order] of keys) {
    const object = diagram.objects[id] as DiagramObject;
    if (object.order !== order) changed.set(id, { ...object, order });
  }
  return withObjects(diagram, changed);
}
