import {
  addObject,
  deleteObjects,
  type Diagram,
  DIAGRAM_LIMITS,
  type DiagramObject,
  framePoses,
  getObject,
  isLine,
  resizeObject,
  rotateObjects,
  setObjectPositions,
  setObjectProps,
  tokenScale,
} from "@touchline/diagram";
import { objectBounds } from "../canvas/object-bounds.ts";
import type { EditorSession } from "../store/editor-state.ts";
import type { EditorStore } from "../store/editor-store.ts";
import { createObjectAt } from "./create-at.ts";
import { placeObject } from "./place-object.ts";
import {
  type HandleKind,
  type PitchPoint,
  type PitchPointerEvent,
  type Rect,
  rectFromPoints,
  rectsIntersect,
  snapToGrid,
  type PointerTarget,
} from "./pointer-input.ts";
import { simplifyStroke } from "./simplify-stroke.ts";
import { beginTextEdit } from "./text-edit.ts";

/** Screen pixels a pointer must travel before a press becomes a drag. */
const DRAG_THRESHOLD_PX = 4;
/** Degrees rotation snaps to with Shift held. */
const ROTATION_STEP = 15;
/**
 * A pen stroke keeps a new point once the pointer is this far from the last one kept: at least 0.1 m
 * (finer than a pen mark's width) and 2 screen pixels (finer than a hand's tremor at any zoom).
 */
const STROKE_STEP = { metres: 0.1, pixels: 2 };
/** How far (metres, at least; and screen pixels) a finished stroke may stray from the drawn points when simplified. */
const STROKE_TOLERANCE = { metres: 0.05, pixels: 1 };

/**
 * The pointer state machine: idle → pointing → moving (or banding, handle, drawing). Phases hold
 * pointer facts only; what the canvas shows of a gesture (the drag, the rubber band) and the document
 * live in the store, and every change is a store event or a diagram command.
 *
 * Moving objects is the one gesture that does not rewrite the diagram on every pointer move: it sets
 * the session's drag offset, which the canvas draws as a translation of the carried objects, and the
 * drop applies `moveObjects` once, as the gesture's one change. A drag then costs a frame what a
 * hand-written SVG drag costs, however many objects the board holds, and the panels are not re-rendered
 * for positions nobody has chosen yet.
 */
type ToolPhase =
  | { phase: "idle" }
  | { phase: "pointing"; start: PitchPoint; event: PitchPointerEvent; ids: readonly string[]; wasSelected: boolean }
  /** What moves, and how far, is the session's `drag`. */
  | { phase: "moving"; start: PitchPoint }
  | { phase: "handle"; id: string; handle: HandleKind }
  /** A line or area being drawn: re-added to the gesture's starting diagram on every move. */
  | { phase: "drawing"; object: DiagramObject; start: PitchPoint }
  /** The band itself is the session's `band`. */
  | { phase: "banding"; start: PitchPoint; baseSelection: readonly string[] }
  /**
   * A freehand pen stroke: the points kept so far, in metres on the pitch. The stroke is re-added to the
   * gesture's starting diagram as it grows, so it shows while drawn and is one undo step when released.
   */
  | { phase: "stroke"; object: DiagramObject; points: PitchPoint[]; target: PointerTarget };

export interface ToolController {
  pointerDown(event: PitchPointerEvent): void;
  pointerMove(event: PitchPointerEvent): void;
  pointerUp(event: PitchPointerEvent): void;
  /** Escape: abandons a drag in progress, returning the diagram to where it started. Returns false when idle. */
  cancel(): boolean;
  /** A double click (or double tap): starts typing into the text, number or label under it. Returns whether it did. */
  doubleClick(event: PitchPointerEvent): boolean;
}

/** The pen tool: the catalogue's Pen, armed, draws freehand instead of placing a stroke of its own shape. */
function isPenTool(tool: EditorSession["tool"]): boolean {
  return tool.kind === "place" && tool.item === "pen";
}

/** A pen stroke's object for the points drawn (metres on the pitch): anchored at the first, the rest relative to it. */
function strokeObject(object: DiagramObject, points: readonly PitchPoint[]): DiagramObject {
  const [first] = points;
  if (object.kind !== "pen" || !first) return object;
  return {
    ...object,
    x: first.x,
    y: first.y,
    points: points.map((point) => ({ x: point.x - first.x, y: point.y - first.y })),
  };
}

function boundsInFrame(diagram: Diagram, object: DiagramObject, frameIndex: number): Rect {
  const pose = frameIndex > 0 ? framePoses(diagram, frameIndex)[object.id] : undefined;
  return objectBounds(object, pose, 0, tokenScale(diagram));
}

export function createToolController(store: EditorStore): ToolController {
  let state: ToolPhase = { phase: "idle" };
  const session = () => store.getState().session;
  const diagram = () => store.getState().diagram;
  const select = (ids: readonly string[]) => store.dispatch({ type: "setSession", patch: { selection: ids } });
  const snap = (point: PitchPoint) =>
    session().isSnappingToGrid ? snapToGrid(point, diagram().pitch.gridSize) : point;

  function place(event: PitchPointerEvent) {
    const tool = session().tool;
    if (tool.kind !== "place") return;
    const object = createObjectAt(diagram(), tool.item, snap(event.point), tool.team);
    if (isLine(object) || object.kind === "rectangle" || object.kind === "ellipse") {
      // Press-drag-release draws it; a plain click leaves the catalogue's default size.
      store.dispatch({ type: "beginGesture" });
      store.dispatch({ type: "updateGesture", command: (d) => addObject(d, object) });
      select([object.id]);
      state = { phase: "drawing", object, start: snap(event.point) };
      return;
    }
    placeObject(store, object, { keepsTool: event.isShift });
  }

  function startStroke(event: PitchPointerEvent) {
    const tool = session().tool;
    if (tool.kind !== "place") return;
    // Freehand: the grid would turn a mark into a staircase, so a stroke never snaps.
    const object = createObjectAt(diagram(), "pen", event.point);
    store.dispatch({ type: "beginGesture" });
    state = { phase: "stroke", object, points: [event.point], target: event.target };
  }

  function extendStroke(stroke: Extract<ToolPhase, { phase: "stroke" }>, event: PitchPointerEvent) {
    const last = stroke.points[stroke.points.length - 1]!;
    const step = Math.max(STROKE_STEP.metres, STROKE_STEP.pixels * event.metresPerPixel);
    if (Math.hypot(event.point.x - last.x, event.point.y - last.y) < step) return;
    stroke.points.push(event.point);
    if (stroke.points.length > DIAGRAM_LIMITS.maxPenPoints) {
      // A long scribble: what is drawn so far is simplified in place, so it never outgrows the schema.
      stroke.points = simplifyStroke(stroke.points, strokeSimplification(event));
    }
    const object = strokeObject(stroke.object, stroke.points);
    store.dispatch({ type: "updateGesture", command: (d) => addObject(d, object) });
  }

  function finishStroke(stroke: Extract<ToolPhase, { phase: "stroke" }>, event: PitchPointerEvent) {
    const points = simplifyStroke([...stroke.points, event.point], strokeSimplification(event));
    const extent = Math.hypot(event.point.x - stroke.points[0]!.x, event.point.y - stroke.points[0]!.y);
    const isTap =
      points.length < 2 || (stroke.points.length === 1 && extent < DRAG_THRESHOLD_PX * event.metresPerPixel);
    if (!isTap) {
      const object = strokeObject(stroke.object, points);
      store.dispatch({ type: "updateGesture", command: (d) => addObject(d, object) });
      store.dispatch({ type: "commitGesture" });
      return;
    }
    store.dispatch({ type: "cancelGesture" });
    // A tap with the pen on one of its marks rubs it out: the pen is also its own eraser.
    const { target } = stroke;
    if (target.type === "object" && diagram().objects[target.id]?.kind === "pen") {
      store.dispatch({ type: "apply", command: (d) => deleteObjects(d, { ids: [target.id] }) });
    }
  }

  function strokeSimplification(event: PitchPointerEvent) {
    return {
      tolerance: Math.max(STROKE_TOLERANCE.metres, STROKE_TOLERANCE.pixels * event.metresPerPixel),
      maxPoints: DIAGRAM_LIMITS.maxPenPoints,
    };
  }

  function draw(object: DiagramObject, start: PitchPoint, point: PitchPoint) {
    const current = snap(point);
    const { id } = object;
    store.dispatch({
      type: "updateGesture",
      command: (d) => {
        const base = addObject(d, object);
        if (isLine(object)) {
          const atStart = setObjectPositions(base, { positions: [{ id, x: start.x, y: start.y }] });
          return setObjectProps(atStart, {
            ids: [id],
            props: { end: { x: current.x - start.x, y: current.y - start.y } },
          });
        }
        const centred = setObjectPositions(base, {
          positions: [{ id, x: (start.x + current.x) / 2, y: (start.y + current.y) / 2 }],
        });
        return resizeObject(centred, {
          id,
          width: Math.max(Math.abs(current.x - start.x), 0.5),
          height: Math.max(Math.abs(current.y - start.y), 0.5),
        });
      },
    });
  }

  function dragHandle(id: string, handle: HandleKind, event: PitchPointerEvent) {
    const frameIndex = session().frameIndex;
    const point = snap(event.point);
    store.dispatch({
      type: "updateGesture",
      command: (d) => {
        const object = getObject(d, id);
        if (!object) return d;
        const pose = frameIndex > 0 ? (framePoses(d, frameIndex)[id] ?? object) : object;
        if (handle === "rotate") {
          const raw = (Math.atan2(point.y - pose.y, point.x - pose.x) * 180) / Math.PI + 90;
          const to = event.isShift ? Math.round(raw / ROTATION_STEP) * ROTATION_STEP : raw;
          return rotateObjects(d, { ids: [id], to: ((to % 360) + 360) % 360, frameIndex });
        }
        if (handle === "resize") {
          return resizeObject(d, {
            id,
            width: Math.max(2 * Math.abs(point.x - object.x), 0.2),
            height: Math.max(2 * Math.abs(point.y - object.y), 0.2),
          });
        }
        if (!isLine(object)) return d;
        const relative = { x: point.x - object.x, y: point.y - object.y };
        if (handle === "line-end") return setObjectProps(d, { ids: [id], props: { end: relative } });
        if (handle === "line-control") return setObjectProps(d, { ids: [id], props: { control: relative } });
        // Moving the start keeps the end and the bend where they are on the pitch.
        const shift = { x: object.x - point.x, y: object.y - point.y };
        const moved = setObjectPositions(d, { positions: [{ id, x: point.x, y: point.y }] });
        return setObjectProps(moved, {
          ids: [id],
          props: {
            end: { x: object.end.x + shift.x, y: object.end.y + shift.y },
            ...(object.control ? { control: { x: object.control.x + shift.x, y: object.control.y + shift.y } } : {}),
          },
        });
      },
    });
  }

  function bandSelection(band: Rect, base: readonly string[]): string[] {
    const current = diagram();
    const frameIndex = session().frameIndex;
    const hits = Object.values(current.objects)
      .filter((object) => !object.hidden && rectsIntersect(band, boundsInFrame(current, object, frameIndex)))
      .map((object) => object.id);
    return [...new Set([...base, ...hits])];
  }

  return {
    pointerDown(event) {
      if (state.phase !== "idle") return;
      if (session().playback.isPlaying) return;
      if (isPenTool(session().tool)) return startStroke(event);
      if (session().tool.kind === "place") return place(event);
      const { target } = event;
      if (target.type === "handle") {
        store.dispatch({ type: "beginGesture" });
        state = { phase: "handle", id: target.id, handle: target.handle };
        return;
      }
      const selection = session().selection;
      if (target.type === "object") {
        const wasSelected = selection.includes(target.id);
        const ids = event.isShift
          ? wasSelected
            ? selection.filter((id) => id !== target.id)
            : [...selection, target.id]
          : wasSelected
            ? selection
            : [target.id];
        select(ids);
        state = { phase: "pointing", start: event.point, event, ids, wasSelected };
        return;
      }
      const baseSelection = event.isShift ? selection : [];
      store.dispatch({
        type: "setSession",
        patch: { selection: baseSelection, band: rectFromPoints(event.point, event.point) },
      });
      state = { phase: "banding", start: event.point, baseSelection };
    },

    pointerMove(event) {
      switch (state.phase) {
        case "pointing": {
          const distance = Math.hypot(event.point.x - state.start.x, event.point.y - state.start.y);
          if (distance < DRAG_THRESHOLD_PX * event.metresPerPixel) return;
          // A gesture without changes yet: undo and redo wait for the drop, Escape cancels it.
          store.dispatch({ type: "beginDrag", ids: state.ids });
          state = { phase: "moving", start: state.start };
          this.pointerMove(event);
          return;
        }
        case "moving": {
          const { start } = state;
          const anchorId = session().drag?.ids[0];
          let dx = event.point.x - start.x;
          let dy = event.point.y - start.y;
          const anchor = anchorId ? getObject(diagram(), anchorId) : undefined;
          if (anchor && session().isSnappingToGrid) {
            // Snap the first object's landing spot; the rest keep their distance to it.
            const landed = snapToGrid({ x: anchor.x + dx, y: anchor.y + dy }, diagram().pitch.gridSize);
            dx = landed.x - anchor.x;
            dy = landed.y - anchor.y;
          }
          store.dispatch({ type: "dragTo", offset: { dx, dy } });
          return;
        }
        case "handle":
          return dragHandle(state.id, state.handle, event);
        case "drawing":
          return draw(state.object, state.start, event.point);
        case "stroke":
          return extendStroke(state, event);
        case "banding": {
          const band = rectFromPoints(state.start, event.point);
          store.dispatch({
            type: "setSession",
            patch: { band, selection: bandSelection(band, state.baseSelection) },
          });
          return;
        }
      }
    },

    pointerUp(event) {
      const finished = state;
      state = { phase: "idle" };
      switch (finished.phase) {
        case "pointing":
          // A plain click on an already-selected object narrows the selection to it.
          if (!event.isShift && finished.wasSelected && finished.ids.length > 1) {
            if (finished.event.target.type === "object") select([finished.event.target.id]);
          }
          return;
        case "moving":
        case "handle":
          // The drop: a move's objects land where the drag carried them, one undo step.
          store.dispatch({ type: "commitGesture" });
          return;
        case "banding":
          store.dispatch({ type: "setSession", patch: { band: null } });
          return;
        case "drawing":
          store.dispatch({ type: "commitGesture" });
          if (!event.isShift) store.dispatch({ type: "setSession", patch: { tool: { kind: "select" } } });
          return;
        case "stroke":
          // The pen stays in hand: a coach explaining draws several marks in a row.
          return finishStroke(finished, event);
      }
    },

    cancel() {
      const active = state;
      state = { phase: "idle" };
      if (active.phase === "idle") return false;
      if (active.phase === "banding")
        store.dispatch({ type: "setSession", patch: { selection: active.baseSelection, band: null } });
      if (active.phase === "drawing") select([]);
      store.dispatch({ type: "cancelGesture" });
      return true;
    },

    doubleClick(event) {
      if (state.phase !== "idle" || event.target.type !== "object") return false;
      if (session().tool.kind !== "select") return false;
      return beginTextEdit(store, event.target.id);
    },
  };
}
