import { useEffect } from "react";
import { EDITOR_ACTIONS } from "../../../editor/actions/editor-actions.ts";
import { isTextEntry } from "../../../editor/actions/editor-keyboard.ts";
import { matchesBinding } from "../../../editor/actions/key-binding.ts";
import type { DocumentStore } from "../lib/document-store.ts";

const bindingsOf = (name: string) => EDITOR_ACTIONS.find((action) => action.name === name)?.bindings ?? [];

/**
 * The editor's Undo and Redo keys anywhere on the page, for the whole document: after a drill was
 * added, moved or removed, or with no editor open. A key an editor or a text field has taken is left
 * to it (an editor's Undo is the document's too); one that reaches the page undoes the document.
 */
export function useUndoShortcuts(store: DocumentStore<unknown>) {
  useEffect(() => {
    const undo = bindingsOf("undo");
    const redo = bindingsOf("redo");
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || isTextEntry(event.target)) return;
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
      if (event.target instanceof Element && event.target.closest("[role=dialog], [role=alertdialog]")) return;
      if (undo.some((binding) => matchesBinding(binding, event))) {
        event.preventDefault();
        store.undo();
      } else if (redo.some((binding) => matchesBinding(binding, event))) {
        event.preventDefault();
        store.redo();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [store]);
}
