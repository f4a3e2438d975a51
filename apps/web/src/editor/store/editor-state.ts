import type { Diagram, DiagramObject, FormationId, ObjectKind, Team } from "@touchline/diagram";
import type { WindowShape } from "../canvas/pitch-geometry.ts";
import type { Rect } from "../tools/pointer-input.ts";

/** What a pointer on the pitch does; the palette and the keyboard switch between these. */
export type ToolState =
  | { kind: "select" }
  /** Tap or click the pitch to put one object of `item` there (players take `team`). */
  | { kind: "place"; item: ObjectKind; team?: Team };

export interface Playback {
  isPlaying: boolean;
  /** 0.5, 1 or 2. */
  speed: number;
  isLooping: boolean;
}

/** How far a drag has carried its objects so far, in metres. */
export interface DragOffset {
  dx: number;
  dy: number;
}

/**
 * A move in progress, from the pointer leaving the press to the drop. The diagram is left alone until
 * the drop, which applies `moveObjects` once; meanwhile the canvas translates the carried objects.
 */
export interface Drag {
  /** The objects being moved: the unlocked ones among those picked up. */
  ids: readonly string[];
  /** What the move carries across the pitch (`objectsCarriedByMove`): the moved objects and a ball at a moved player's feet. */
  carriedIds: readonly string[];
  offset: DragOffset;
}

/**
 * What part of the pitch the canvas shows. Zoom 1 is the whole pitch scaled to fit; above it, 1/zoom of
 * the pitch around `centre` (view metres: the SVG units of the pitch's view box; null is the middle).
 * It changes how the pitch is drawn, never where anything is.
 */
export interface PitchView {
  zoom: number;
  centre: { x: number; y: number } | null;
}

/** The whole pitch, scaled to fit. */
export const FIT_VIEW: PitchView = { zoom: 1, centre: null };

/**
 * An object's words or number being typed where it is drawn (the canvas's in-place editor). What is
 * typed stays here until the edit ends, so the whole edit is one undo step however many keys it took.
 */
export interface TextEdit {
  id: string;
  /** The field typed into: a text's `text`, a person's `label` (shirt number), a marker's `number`. */
  field: "text" | "label" | "number";
  /** What the field reads now, typed but not yet committed. */
  value: string;
  /** A player's or goalkeeper's name, edited beside the number; absent for every other kind. */
  name?: string;
}

/** A catalogue item being dragged onto the pitch: the ghost drawn under the pointer, in screen pixels. */
export interface CatalogueDrag {
  item: ObjectKind;
  clientX: number;
  clientY: number;
}

/** The view and interaction state: never saved with the diagram and never undone. */
export interface EditorUiState {
  selection: readonly string[];
  tool: ToolState;
  /** The animation frame being edited; moves in a later frame change that frame's poses. */
  frameIndex: number;
  playback: Playback;
  isSnappingToGrid: boolean;
  /** The move in progress, if any; set and cleared only by the drag events, never by `setUi`. */
  drag: Drag | null;
  /** The rubber band being drawn, in metres, if any. */
  band: Rect | null;
  /** Zoom and pan. */
  view: PitchView;
  /** Presentation mode: the frames one at a time over the whole window, captions large. */
  isPresenting: boolean;
  /** The in-place edit under way, if any: while it lasts, keys are typing, not shortcuts. */
  textEdit: TextEdit | null;
  /**
   * The window's shape, which the pitch is turned to (`viewedPitch`): chosen by the screen, never written
   * to the drawing, so exports and other coaches' views are unchanged. Null until the editor is shown.
   */
  windowShape: WindowShape;
  /** The catalogue item being dragged towards the pitch, once the drag has begun. */
  catalogueDrag: CatalogueDrag | null;
  /**
   * What Copy and Cut kept, as they were then: Paste adds copies of them, so a paste works after the
   * originals are gone, and into another document loaded in the same editor.
   */
  clipboard: readonly DiagramObject[];
}

/** One undoable change: the diagrams before and after it (shared structure, so cheap to keep). */
export interface HistoryEntry {
  before: Diagram;
  after: Diagram;
}

export interface History {
  past: readonly HistoryEntry[];
  future: readonly HistoryEntry[];
}

export interface EditorState {
  diagram: Diagram;
  history: History;
  ui: EditorUiState;
  /** The diagram when the current gesture (a move, rotation, resize or drawing) began; Escape returns to it. */
  gestureStart: Diagram | null;
}

export const MAX_HISTORY = 200;

export const INITIAL_UI_STATE: EditorUiState = {
  selection: [],
  tool: { kind: "select" },
  frameIndex: 0,
  playback: { isPlaying: false, speed: 1, isLooping: false },
  isSnappingToGrid: false,
  drag: null,
  band: null,
  view: FIT_VIEW,
  isPresenting: false,
  textEdit: null,
  windowShape: null,
  catalogueDrag: null,
  clipboard: [],
};

export type { FormationId };
