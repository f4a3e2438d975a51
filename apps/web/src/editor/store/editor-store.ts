import { deepFreeze, type Diagram } from "@touchline/diagram";
import { createContext, useContext, useRef, useState, useSyncExternalStore } from "react";
import { createEditorState, type EditorEvent, editorReducer } from "./editor-reducer.ts";
import type { EditorState } from "./editor-state.ts";

export interface EditorStore {
  getState(): EditorState;
  dispatch(event: EditorEvent): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A tiny external store around the pure reducer. A page makes one per document (`useNewEditorStore`) and
 * hands it to the editor; the editor's parts read it through `useEditor`, the page through `useEditorState`.
 */
export function createEditorStore(diagram: Diagram, { freezeDocuments = import.meta.env.DEV } = {}): EditorStore {
  // Frozen in development so a command that mutates instead of copying fails loudly.
  const guard = (value: Diagram) => (freezeDocuments ? deepFreeze(value) : value);
  let state = createEditorState(guard(diagram));
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(event) {
      const next = editorReducer(state, event);
      if (next === state) return;
      if (next.diagram !== state.diagram) guard(next.diagram);
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const EditorStoreContext = createContext<EditorStore | null>(null);

export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error("useEditorStore needs an EditorStoreContext provider");
  return store;
}

/**
 * A page's own editor store, made once from `initial` (or what it returns) and kept while the page is
 * mounted. The page hands it to `PitchEditor` and reads, saves and loads the document through it.
 */
export function useNewEditorStore(initial: Diagram | (() => Diagram)): EditorStore {
  const [store] = useState(() => createEditorStore(typeof initial === "function" ? initial() : initial));
  return store;
}

/**
 * Subscribes to one slice of the editor state; the component re-renders only when it changes.
 * A selector that builds a new array or object each time passes `isEqual` (e.g. `shallowEqual`) so an
 * equal result keeps its identity and does not re-render the component on every drag move.
 */
export function useEditor<T>(selector: (state: EditorState) => T, isEqual: (a: T, b: T) => boolean = Object.is): T {
  return useEditorState(useEditorStore(), selector, isEqual);
}

/** `useEditor` for a store in hand: how a page reads the store it made, outside the editor. */
export function useEditorState<T>(
  store: EditorStore,
  selector: (state: EditorState) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const cache = useRef<{ state: EditorState; value: T } | null>(null);
  const read = () => {
    const state = store.getState();
    const cached = cache.current;
    if (cached && cached.state === state) return cached.value;
    const value = selector(state);
    const stable = cached && isEqual(cached.value, value) ? cached.value : value;
    cache.current = { state, value: stable };
    return stable;
  };
  return useSyncExternalStore(store.subscribe, read, read);
}

/** Arrays equal item by item (by identity). */
export function shallowEqual<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => Object.is(item, b[index]));
}

/**
 * The document as last committed: during a gesture (a drag, a rotation) the diagram it started from,
 * since the versions in between are not anybody's choice yet. What autosaves, drafts and Save read.
 */
export function committedDiagram(state: EditorState): Diagram {
  return state.gestureStart ?? state.diagram;
}

/** Calls `listener` with each newly committed diagram: an action, a finished gesture, undo, a load. */
export function subscribeToDiagram(store: EditorStore, listener: (diagram: Diagram) => void): () => void {
  let last = committedDiagram(store.getState());
  return store.subscribe(() => {
    const diagram = committedDiagram(store.getState());
    if (diagram === last) return;
    last = diagram;
    listener(diagram);
  });
}
