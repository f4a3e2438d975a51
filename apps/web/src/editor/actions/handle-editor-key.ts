import { commitTextEdit, endsTextEdit } from "../tools/text-edit.ts";
import { type ActionContext, EDITOR_ACTIONS } from "./editor-actions.ts";
import { matchesBinding } from "./key-binding.ts";

type KeyEventLike = Pick<KeyboardEvent, "key" | "code" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey"> & {
  isComposing?: boolean;
  preventDefault(): void;
};

/** Runs the action bound to a key, if any is available now. Returns whether one ran. */
export function handleEditorKey(event: KeyEventLike, context: ActionContext): boolean {
  // While a text or number is typed on the pitch, every key is typing: no key is a shortcut. Enter and
  // Escape end the edit (the field itself handles them too; this is for keys that reach the editor).
  const textEdit = context.store.getState().ui.textEdit;
  if (textEdit) {
    if (!endsTextEdit({ ...event, isComposing: event.isComposing ?? false }, textEdit.field)) return false;
    event.preventDefault();
    commitTextEdit(context.store);
    return true;
  }
  const action = EDITOR_ACTIONS.find((candidate) =>
    candidate.bindings.some((binding) => matchesBinding(binding, event)),
  );
  if (!action || !action.isAvailable(context.store.getState())) return false;
  event.preventDefault();
  action.perform(context);
  return true;
}
