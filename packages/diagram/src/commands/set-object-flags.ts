import type { Diagram, DiagramObject } from "../schema.ts";
import { hasObject, withObjects } from "./internal.ts";

function setFlag(diagram: Diagram, ids: readonly string[], flag: "locked" | "hidden", value: boolean): Diagram {
  const changed = new Map<string, DiagramObject>();
  for (const id of ids) {
    if (!hasObject(diagram, id)) continue;
    const object = diagram.objects[id] as DiagramObject;
    if (object[flag] !== value) changed.set(id, { ...object, [flag]: value });
  }
  return withObjects(diagram, changed);
}

/** Locks or unlocks objects: a locked object ignores move, rotate, resize and pose commands. */
export function setLocked(diagram: Diagram, { ids, locked }: { ids: readonly string[]; locked: boolean }): Diagram {
  return setFlag(diagram, ids, "locked", locked);
}

/** Hides or shows objects in the editor (hidden objects still count in derived facts). */
export function setHidden(diagram: Diagram, { ids, hidden }: { ids: readonly string[]; hidden: boolean }): Diagram {
  return setFlag(diagram, ids, "hidden", hidden);
}
