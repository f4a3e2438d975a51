import type { Diagram } from "@touchline/diagram";
import {
  committedDiagram,
  createEditorStore,
  type EditorStore,
  subscribeToDiagram,
} from "../../../editor/store/editor-store.ts";
import type { Drawings } from "./session-draft.ts";

/**
 * The session builder's drawings: one editor store per diagram (each drill's and each progression's),
 * made when the diagram enters the draft and kept by key while the builder is open, so a drill that
 * closes and opens again finds its drawing and its undo history. The draft reads the drawings from here
 * and from nowhere else.
 */
export interface DrillDiagrams {
  /** The store of the diagram kept under `key`, for the editor that shows it. */
  storeOf(key: string): EditorStore;
  /** Keeps `diagram` under `key`: a new store the first time, a load into the same store after that. */
  load(key: string, diagram: Diagram): void;
  /** Every committed drawing by key: the same map until one of them changes. */
  getSnapshot(): Drawings;
  subscribe(listener: () => void): () => void;
}

export function createDrillDiagrams(drawings: Iterable<readonly [string, Diagram]> = []): DrillDiagrams {
  const stores = new Map<string, EditorStore>();
  const listeners = new Set<() => void>();
  let snapshot: Drawings | null = null;
  const changed = () => {
    snapshot = null;
    for (const listener of listeners) listener();
  };
  const load = (key: string, diagram: Diagram) => {
    const existing = stores.get(key);
    if (existing) {
      // A load starts the undo history afresh; the store tells `changed` if the drawing is new.
      existing.dispatch({ type: "load", diagram });
      return;
    }
    const store = createEditorStore(diagram);
    stores.set(key, store);
    subscribeToDiagram(store, changed);
    changed();
  };
  for (const [key, diagram] of drawings) load(key, diagram);

  return {
    storeOf(key) {
      const store = stores.get(key);
      if (!store) throw new Error(`No drawing is kept under "${key}"`);
      return store;
    },
    load,
    getSnapshot() {
      snapshot ??= new Map([...stores].map(([key, store]) => [key, committedDiagram(store.getState())]));
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
