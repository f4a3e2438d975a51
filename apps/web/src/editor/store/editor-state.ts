import type { Diagram, FormationId, ObjectKind, Team } from "@touchline/diagram";

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

/** The view and interaction state: never saved with the diagram and never undone. */
export interface EditorSession {
  selection: readonly string[];
  tool: ToolState;
  /** The animation frame being edited; moves in a later frame change that frame's poses. */
  frameIndex: number;
  playback: Playback;
  isSnappingToGrid: boolean;
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
  session: EditorSession;
  /** The diagram when the current gesture (a drag) began; Escape returns to it. */
  gestureStart: Diagram | null;
}

export const MAX_HISTORY = 200;

export const INITIAL_SESSION: EditorSession = {
  selection: [],
  tool: { kind: "select" },
  frameIndex: 0,
  playback: { isPlaying: false, speed: 1, isLooping: false },
  isSnappingToGrid: false,
};

export type { FormationId };
