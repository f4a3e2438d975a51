import { createContext, useContext, useMemo } from "react";
import { type ActionContext, EDITOR_ACTIONS, findAction } from "../actions/editor-actions.ts";
import type { EditorState } from "../store/editor-state.ts";
import { shallowEqual, useEditor } from "../store/editor-store.ts";

export const ActionContextContext = createContext<ActionContext | null>(null);

export function useActionContext(): ActionContext {
  const context = useContext(ActionContextContext);
  if (!context) throw new Error("useActionContext needs the PitchEditor");
  return context;
}

/** Whether the action named `name` can run now; the component re-renders as soon as that changes. */
export function useIsActionAvailable(name: string): boolean {
  return useEditor(findAction(name).isAvailable);
}

function availableActionNames(state: EditorState): string[] {
  return EDITOR_ACTIONS.filter((action) => action.isAvailable(state)).map((action) => action.name);
}

/** The names of the actions that can run now, kept current: for menus that list several. */
export function useAvailableActions(): ReadonlySet<string> {
  const names = useEditor(availableActionNames, shallowEqual);
  return useMemo(() => new Set(names), [names]);
}
