import {
  deleteObjects,
  type DiagramObject,
  DIAGRAM_LIMITS,
  isPerson,
  type ObjectPropsPatch,
  setObjectProps,
} from "@touchline/diagram";
import type { TextEdit } from "../store/editor-state.ts";
import type { EditorStore } from "../store/editor-store.ts";

/** The longest shirt number or label a person's disc shows. */
export const MAX_LABEL_LENGTH = DIAGRAM_LIMITS.maxLabelLength;
export const MAX_NAME_LENGTH = DIAGRAM_LIMITS.maxNameLength;
export const MAX_TEXT_LENGTH = DIAGRAM_LIMITS.maxTextLength;

/** Whether a person carries a name (players and goalkeepers do; coaches and neutrals only a label). */
export function hasName(object: DiagramObject): object is Extract<DiagramObject, { kind: "player" | "goalkeeper" }> {
  return object.kind === "player" || object.kind === "goalkeeper";
}

/** What typing in place edits on `object`, or null when it has no words or number to type. */
export function textEditOf(object: DiagramObject): TextEdit | null {
  if (object.kind === "text") return { id: object.id, field: "text", value: object.text };
  if (object.kind === "marker") return { id: object.id, field: "number", value: String(object.number) };
  if (isPerson(object)) {
    return {
      id: object.id,
      field: "label",
      value: object.label,
      ...(hasName(object) ? { name: object.name ?? "" } : {}),
    };
  }
  return null;
}

/**
 * Starts typing into `id`'s text, number or label where it is drawn: it becomes the selection and the
 * canvas puts a text field over it. Returns false (and changes nothing) for objects with nothing to type,
 * locked ones and during playback.
 */
export function beginTextEdit(store: EditorStore, id: string): boolean {
  const { diagram, ui } = store.getState();
  const object = diagram.objects[id];
  if (!object || object.locked || ui.playback.isPlaying) return false;
  const textEdit = textEditOf(object);
  if (!textEdit) return false;
  store.dispatch({ type: "setUi", patch: { selection: [id], textEdit } });
  return true;
}

/** What has been typed so far; nothing reaches the diagram until the edit ends. */
export function updateTextEdit(store: EditorStore, patch: Partial<Pick<TextEdit, "value" | "name">>): void {
  const current = store.getState().ui.textEdit;
  if (!current) return;
  store.dispatch({ type: "setUi", patch: { textEdit: { ...current, ...patch } } });
}

/** The props an edit writes, or null when what was typed cannot stand (a marker number that is not 1–99). */
function propsOf(edit: TextEdit): ObjectPropsPatch | null {
  switch (edit.field) {
    case "text":
      return { text: edit.value.slice(0, MAX_TEXT_LENGTH) };
    case "label": {
      const label = edit.value.trim().slice(0, MAX_LABEL_LENGTH);
      if (edit.name === undefined) return { label };
      // An emptied name is no name, as the schema reads an absent one.
      const name = edit.name.trim().slice(0, MAX_NAME_LENGTH);
      return { label, name: name || undefined };
    }
    case "number": {
      const number = Number(edit.value.trim());
      return Number.isInteger(number) && number >= 1 && number <= 99 ? { number } : null;
    }
  }
}

/**
 * Ends the edit, keeping what was typed as one undo step (nothing when nothing changed). A text emptied
 * of every character is deleted, as one step too: an empty text would be an invisible object on the
 * pitch. A marker number that is not 1–99 leaves the marker as it was.
 */
export function commitTextEdit(store: EditorStore): void {
  const { ui, diagram } = store.getState();
  const edit = ui.textEdit;
  if (!edit) return;
  store.dispatch({ type: "setUi", patch: { textEdit: null } });
  if (!diagram.objects[edit.id]) return;
  if (edit.field === "text" && edit.value.trim() === "") {
    store.dispatch({ type: "apply", command: (d) => deleteObjects(d, { ids: [edit.id] }) });
    return;
  }
  const props = propsOf(edit);
  if (props) store.dispatch({ type: "apply", command: (d) => setObjectProps(d, { ids: [edit.id], props }) });
}

/**
 * Whether a key typed into the in-place editor ends the edit: Enter (Shift+Enter is a new line in a
 * text; a number has no lines, so there it ends the edit too) and Escape. Escape keeps what was typed,
 * as a click outside does: the coach who typed it meant it.
 */
export function endsTextEdit(
  event: Pick<KeyboardEvent, "key" | "shiftKey" | "isComposing">,
  field: TextEdit["field"],
): boolean {
  if (event.isComposing) return false;
  if (event.key === "Escape") return true;
  return event.key === "Enter" && !(event.shiftKey && field === "text");
}
