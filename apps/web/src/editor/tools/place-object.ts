import { addObject, type DiagramObject } from "@touchline/diagram";
import type { EditorStore } from "../store/editor-store.ts";
import { beginTextEdit } from "./text-edit.ts";

/**
 * Puts a new object on the pitch as one undo step and selects it; unless `keepsTool`, the tool goes back
 * to select. A new text is at once being typed into where it stands, so the coach's next keys are its
 * words (not shortcuts) and its placeholder is replaced by them.
 */
export function placeObject(store: EditorStore, object: DiagramObject, { keepsTool = false } = {}): void {
  store.dispatch({ type: "apply", command: (diagram) => addObject(diagram, object) });
  store.dispatch({
    type: "setUi",
    patch: { selection: [object.id], ...(keepsTool ? {} : { tool: { kind: "select" } as const }) },
  });
  if (object.kind === "text") beginTextEdit(store, object.id);
}
