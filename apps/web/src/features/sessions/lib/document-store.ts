import type { Diagram } from "@touchline/diagram";
import type { EditorState, History, HistoryEntry } from "../../../editor/store/editor-state.ts";
import { MAX_HISTORY } from "../../../editor/store/editor-state.ts";
import {
  committedDiagram,
  createEditorStore,
  type EditorStore,
  subscribeToDiagram,
} from "../../../editor/store/editor-store.ts";

/** Where a document keeps its drawings: each under a key that names one editor store. */
export interface DrawingLens<D> {
  keys(document: D): string[];
  get(document: D, key: string): Diagram | undefined;
  /** The document with `diagram` under `key`; the same document when no drawing has that key. */
  set(document: D, key: string, diagram: Diagram): D;
}

/**
 * A document and its undo history: whole documents before and after, which share every part a step
 * left alone, so a step costs little more than what it changed.
 */
export interface DocumentHistory<D> {
  document: D;
  past: readonly D[];
  future: readonly D[];
  /** What the last step changed, when later changes of the same thing join it (one field typed into). */
  mergeKey: string | null;
}

export function startHistory<D>(document: D): DocumentHistory<D> {
  return { document, past: [], future: [], mergeKey: null };
}

/** `next` as one step, or as part of the last one when both share a `mergeKey`. */
export function recordStep<D>(history: DocumentHistory<D>, next: D, mergeKey: string | null = null) {
  if (next === history.document) return history;
  const joinsLast = mergeKey !== null && mergeKey === history.mergeKey && history.past.length > 0;
  const past = joinsLast ? history.past : [...history.past, history.document].slice(-MAX_HISTORY);
  return { document: next, past, future: [], mergeKey };
}

export function undoStep<D>(history: DocumentHistory<D>): DocumentHistory<D> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    document: previous,
    past: history.past.slice(0, -1),
    future: [history.document, ...history.future],
    mergeKey: null,
  };
}

export function redoStep<D>(history: DocumentHistory<D>): DocumentHistory<D> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { document: next, past: [...history.past, history.document], future, mergeKey: null };
}

export interface DocumentStore<D> {
  getState(): DocumentHistory<D>;
  subscribe(listener: () => void): () => void;
  /** Changes the document by a pure command: one undo step, or part of the last with the same `mergeKey`. */
  apply(command: (document: D) => D, options?: { mergeKey?: string | undefined }): void;
  undo(): void;
  redo(): void;
  /**
   * The editor store of the drawing under `key`, made the first time it is asked for. Its undo and redo
   * are the document's, and each drawing it commits is a step of the document's history.
   */
  storeOf(key: string): EditorStore;
  /** The keys of the editor stores alive now: a drawing that left the document has none. */
  liveKeys(): string[];
}

/**
 * One document with one undo history, whose drawings are edited in editor stores. Each store keeps
 * what is its own (selection, tool, zoom, a gesture under way) and hands what it commits to the
 * document; when the document changes under it (undo, redo, a restored draft) it is given the drawing
 * now under its key, and when its drawing leaves the document it is released.
 */
export function createDocumentStore<D>(initial: D, drawings: DrawingLens<D>): DocumentStore<D> {
  let history = startHistory(initial);
  const listeners = new Set<() => void>();
  const stores = new Map<string, { store: EditorStore; inner: EditorStore; release(): void }>();

  const isInGesture = () => [...stores.values()].some(({ inner }) => inner.getState().gestureStart !== null);

  const setHistory = (next: DocumentHistory<D>) => {
    if (next === history) return;
    const changed = next.document !== history.document;
    history = next;
    if (changed) syncStores();
    for (const listener of listeners) listener();
  };

  /** Each store shows the drawing now under its key; a store whose drawing is gone is let go. */
  const syncStores = () => {
    for (const [key, entry] of stores) {
      const diagram = drawings.get(history.document, key);
      if (diagram === undefined) {
        entry.release();
        stores.delete(key);
      } else if (diagram !== committedDiagram(entry.inner.getState())) {
        // An edit of the store's own (it selects what is still there); its own history is never used.
        entry.inner.dispatch({ type: "apply", command: () => diagram });
      }
    }
  };

  const apply: DocumentStore<D>["apply"] = (command, { mergeKey } = {}) =>
    setHistory(recordStep(history, command(history.document), mergeKey));

  const documentStore: DocumentStore<D> = {
    getState: () => history,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apply,
    // A gesture under way is finished or cancelled first, as a single editor does.
    undo() {
      if (!isInGesture()) setHistory(undoStep(history));
    },
    redo() {
      if (!isInGesture()) setHistory(redoStep(history));
    },
    storeOf(key) {
      const existing = stores.get(key);
      if (existing) return existing.store;
      const diagram = drawings.get(history.document, key);
      if (diagram === undefined) throw new Error(`No drawing is kept under "${key}"`);
      const entry = createDrawingStore(key, diagram, documentStore, drawings);
      stores.set(key, entry);
      return entry.store;
    },
    liveKeys: () => [...stores.keys()],
  };
  return documentStore;
}

/**
 * An editor store for one drawing of the document: the editor's own store inside, its history replaced
 * by the document's as seen from this drawing, so Undo in any drawing's editor steps back through the
 * whole document.
 */
function createDrawingStore<D>(key: string, diagram: Diagram, document: DocumentStore<D>, drawings: DrawingLens<D>) {
  const inner = createEditorStore(diagram);
  const stopCommitting = subscribeToDiagram(inner, (committed) => {
    if (drawings.get(document.getState().document, key) !== committed)
      document.apply((current) => drawings.set(current, key, committed));
  });

  // The document's steps, each as the drawing before and after it (unchanged by a step of another one).
  // Made again only when the steps or this drawing change: typing into a field joins a step and leaves
  // every drawing alone, so the editors are not told of each key.
  let view: { past: number; future: number; drawing: Diagram | undefined; history: History } | null = null;
  const historyOf = (state: DocumentHistory<D>): History => {
    const drawing = drawings.get(state.document, key);
    if (view?.past === state.past.length && view.future === state.future.length && view.drawing === drawing)
      return view.history;
    const current = committedDiagram(inner.getState());
    const drawingIn = (version: D) => drawings.get(version, key) ?? current;
    const stepsOf = (versions: readonly D[]): HistoryEntry[] =>
      versions
        .slice(0, -1)
        .map((before, index) => ({ before: drawingIn(before), after: drawingIn(versions[index + 1]!) }));
    const history = {
      past: stepsOf([...state.past, state.document]),
      future: stepsOf([state.document, ...state.future]),
    };
    view = { past: state.past.length, future: state.future.length, drawing, history };
    return history;
  };
  let last: { inner: EditorState; history: History; state: EditorState } | null = null;

  const store: EditorStore = {
    getState() {
      const innerState = inner.getState();
      const history = historyOf(document.getState());
      if (last?.inner !== innerState || last.history !== history)
        last = { inner: innerState, history, state: { ...innerState, history } };
      return last.state;
    },
    dispatch(event) {
      if (event.type === "undo") document.undo();
      else if (event.type === "redo") document.redo();
      else inner.dispatch(event);
    },
    subscribe(listener) {
      const stopInner = inner.subscribe(listener);
      let history = historyOf(document.getState());
      const stopDocument = document.subscribe(() => {
        const next = historyOf(document.getState());
        if (next === history) return;
        history = next;
        listener();
      });
      return () => {
        stopInner();
        stopDocument();
      };
    },
  };
  return { store, inner, release: stopCommitting };
}
