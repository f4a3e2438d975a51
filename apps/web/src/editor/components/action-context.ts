import { createContext, useContext } from "react";
import type { ActionContext } from "../actions/editor-actions.ts";

export const ActionContextContext = createContext<ActionContext | null>(null);

export function useActionContext(): ActionContext {
  const context = useContext(ActionContextContext);
  if (!context) throw new Error("useActionContext needs the PitchEditor");
  return context;
}
