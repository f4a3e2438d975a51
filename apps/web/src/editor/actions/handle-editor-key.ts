import { type ActionContext, EDITOR_ACTIONS } from "./editor-actions.ts";
import { matchesBinding } from "./key-binding.ts";

type KeyEventLike = Pick<KeyboardEvent, "key" | "code" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey"> & {
  preventDefault(): void;
};

/** Runs the action bound to a key, if any is available now. Returns whether one ran. */
export function handleEditorKey(event: KeyEventLike, context: ActionContext): boolean {
  const action = EDITOR_ACTIONS.find((candidate) =>
    candidate.bindings.some((binding) => matchesBinding(binding, event)),
  );
  if (!action || !action.isAvailable(context)) return false;
  event.preventDefault();
  action.perform(context);
  return true;
}
