import { type Diagram, moveObjects, objectsCarriedByMove } from "@touchline/diagram";
import {
  type DragOffset,
  type EditorUiState,
  type EditorState,
  FIT_VIEW,
  INITIAL_UI_STATE,
  MAX_HISTORY,
} from "./editor-state.ts";

export type DiagramCommand = (diagram: Diagram) => Diagram;

export type EditorEvent =
  /** One undo step; during a gesture, part of the gesture's one step. */
  | { type: "apply"; command: DiagramCommand }
  | { type: "beginGesture" }
  /** Re-applies `command` to the diagram as it was when the gesture began, so a drag never drifts. */
  | { type: "updateGesture"; command: DiagramCommand }
  /** A move picks up `ids`: a gesture that changes nothing until the drop (see `Drag`). */
  | { type: "beginDrag"; ids: readonly string[] }
  | { type: "dragTo"; offset: DragOffset }
  /** Ends the gesture as one undo step; a move's drop applies `moveObjects` here. */
  | { type: "commitGesture" }
  /** Ends the gesture with the diagram as it was when it began. */
  | { type: "cancelGesture" }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "load"; diagram: Diagram }
  | { type: "setUi"; patch: Partial<Omit<EditorUiState, "drag">> };

export function createEditorState(diagram: Diagram): EditorState {
  return { diagram, history: { past: [], future: [] }, ui: INITIAL_UI_STATE, gestureStart: null };
}

function pushEntry(state: EditorState, before: Diagram, after: Diagram): EditorState["history"] {
  if (before === after) return state.history;
  return { past: [...state.history.past, { before, after }].slice(-MAX_HISTORY), future: [] };
}

/** Keeps the UI state consistent with a diagram that changed under it (undo, delete, load). */
function reconcileUi(ui: EditorUiState, diagram: Diagram): EditorUiState {
  const selection = ui.selection.filter((id) => Object.hasOwn(diagram.objects, id));
  const lastFrame = Math.max(0, diagram.frames.length - 1);
  const frameIndex = Math.min(ui.frameIndex, lastFrame);
  // An edit of an object that is gone (undone, deleted, another document loaded) has nothing left to edit.
  const textEdit = ui.textEdit && !Object.hasOwn(diagram.objects, ui.textEdit.id) ? null : ui.textEdit;
  if (selection.length === ui.selection.length && frameIndex === ui.frameIndex && textEdit === ui.textEdit) return ui;
  return { ...ui, selection, frameIndex, textEdit };
}

function withDiagram(state: EditorState, diagram: Diagram, history = state.history): EditorState {
  if (diagram === state.diagram && history === state.history) return state;
  return { ...state, diagram, history, ui: reconcileUi(state.ui, diagram) };
}

/** The state after a gesture: none in progress, no drag. */
function withoutGesture(state: EditorState): EditorState {
  const ui = state.ui.drag ? { ...state.ui, drag: null } : state.ui;
  return { ...state, ui, gestureStart: null };
}

/** The diagram a drop leaves: the drag's objects moved by its offset, in the frame being edited. */
function dropped(state: EditorState): Diagram {
  const { drag, frameIndex } = state.ui;
  if (!drag) return state.diagram;
  return moveObjects(state.diagram, { ids: drag.ids, ...drag.offset, frameIndex });
}

/** The editor's one state transition. Pure: the same event on the same state gives the same state. */
export function editorReducer(state: EditorState, event: EditorEvent): EditorState {
  switch (event.type) {
    case "apply": {
      const next = event.command(state.diagram);
      if (next === state.diagram) return state;
      return withDiagram(state, next, state.gestureStart ? state.history : pushEntry(state, state.diagram, next));
    }
    case "beginGesture":
      return state.gestureStart ? state : { ...state, gestureStart: state.diagram };
    case "updateGesture":
      return state.gestureStart ? withDiagram(state, event.command(state.gestureStart)) : state;
    case "beginDrag": {
      const { diagram, ui } = state;
      const ids = event.ids.filter((id) => !diagram.objects[id]?.locked);
      const carriedIds = objectsCarriedByMove(diagram, { ids, frameIndex: ui.frameIndex });
      return {
        ...state,
        ui: { ...ui, drag: { ids, carriedIds, offset: { dx: 0, dy: 0 } } },
        gestureStart: state.gestureStart ?? diagram,
      };
    }
    case "dragTo": {
      const { drag } = state.ui;
      if (!drag || (drag.offset.dx === event.offset.dx && drag.offset.dy === event.offset.dy)) return state;
      return { ...state, ui: { ...state.ui, drag: { ...drag, offset: event.offset } } };
    }
    case "commitGesture": {
      if (!state.gestureStart) return state;
      const diagram = dropped(state);
      return withoutGesture(withDiagram(state, diagram, pushEntry(state, state.gestureStart, diagram)));
    }
    case "cancelGesture":
      return state.gestureStart ? withoutGesture(withDiagram(state, state.gestureStart)) : state;
    case "undo": {
      const entry = state.history.past.at(-1);
      if (!entry || state.gestureStart) return state;
      return withDiagram(state, entry.before, {
        past: state.history.past.slice(0, -1),
        future: [entry, ...state.history.future],
      });
    }
    case "redo": {
      const [entry, ...future] = state.history.future;
      if (!entry || state.gestureStart) return state;
      return withDiagram(state, entry.after, { past: [...state.history.past, entry], future });
    }
    case "load": {
      // Another document: it opens whole, at the zoom that fits it.
      const loaded = withoutGesture(withDiagram(state, event.diagram, { past: [], future: [] }));
      return { ...loaded, ui: { ...loaded.ui, view: FIT_VIEW } };
    }
    case "setUi":
      return { ...state, ui: reconcileUi({ ...state.ui, ...event.patch }, state.diagram) };
  }
}
