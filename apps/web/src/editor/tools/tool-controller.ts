import {
  addObject,
  deleteObjects,
  type Diagram,
  DIAGRAM_LIMITS,
  type DiagramObject,
  framePoses,
  getObject,
  isLine,
  type ObjectKind,
  resizeObject,
  rotateObjects,
  setObjectPositions,
  setObjectProps,
  type Team,
  tokenScale,
} from "@touchline/diagram";
import { objectBounds } from "../canvas/object-bounds.ts";
import { metresPerPixelOf, type ScreenRect } from "../canvas/pitch-view.ts";
import type { EditorUiState, EditorState, PitchView } from "../store/editor-state.ts";
import type { EditorStore } from "../store/editor-store.ts";
import { createObjectAt } from "./create-at.ts";
import { fingerTargeting, loadFingerTargeting } from "./finger-targeting.ts";
import { placeObject } from "./place-object.ts";
import {
  type HandleKind,
  type PitchPoint,
  type PitchPointerEvent,
  type Rect,
  rectFromPoints,
  rectsIntersect,
  type ScreenPoint,
  type ScreenPointerEvent,
  type ScreenWheelEvent,
  snapToGrid,
  type PointerTarget,
} from "./pointer-input.ts";
import { simplifyStroke } from "./simplify-stroke.ts";
import { beginTextEdit } from "./text-edit.ts";
import {
  clientToPitch,
  panByPixels,
  type Pinch,
  pinchedView,
  pinchOf,
  visibleBoxOf,
  wheeledView,
} from "./view-gestures.ts";

/** Screen pixels a pointer must travel before a press becomes a drag. */
const DRAG_THRESHOLD_PX = 4;
/** Pixels a finger travels before its press is taken for a drag rather than a tap or the start of a pinch. */
const TOUCH_SLOP_PX = 8;
/** Pixels a pointer must move before pressing a catalogue item becomes dragging it. */
const CATALOGUE_DRAG_PX = 6;
/** Milliseconds and screen pixels within which a second tap on the same object is a double tap. */
const DOUBLE_TAP = { ms: 400, px: 24 };
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
 * The pointer state machine: idle → pointing → moving (or banding, handle, drawing, stroke) for the
 * tools; idle → panning, pinching or finger-down for the view and the fingers; idle → catalogue for an
 * item dragged from the catalogue. Phases hold pointer facts only; what the canvas shows of a gesture
 * (the drag, the rubber band, the view, the catalogue's ghost) and the document live in the store, and
 * every change is a store event or a diagram command.
 *
 * Moving objects is the one gesture that does not rewrite the diagram on every pointer move: it sets
 * the UI state's drag offset, which the canvas draws as a translation of the carried objects, and the
 * drop applies `moveObjects` once, as the gesture's one change. A drag then costs a frame what a
 * hand-written SVG drag costs, however many objects the board holds, and the panels are not re-rendered
 * for positions nobody has chosen yet.
 */
type ToolPhase =
  | { phase: "idle" }
  | { phase: "pointing"; start: PitchPoint; event: PitchPointerEvent; ids: readonly string[]; wasSelected: boolean }
  /** What moves, and how far, is the UI state's `drag`. */
  | { phase: "moving"; start: PitchPoint }
  | { phase: "handle"; id: string; handle: HandleKind }
  /** A line or area being drawn: re-added to the gesture's starting diagram on every move. */
  | { phase: "drawing"; object: DiagramObject; start: PitchPoint }
  /** The band itself is the UI state's `band`. */
  | { phase: "banding"; start: PitchPoint; baseSelection: readonly string[] }
  /**
   * A freehand pen stroke: the points kept so far, in metres on the pitch. The stroke is re-added to the
   * gesture's starting diagram as it grows, so it shows while drawn and is one undo step when released.
   */
  | { phase: "stroke"; object: DiagramObject; points: PitchPoint[]; target: PointerTarget }
  /**
   * A finger's press, held back until it is known not to be the first of a pinch: it reaches the tools
   * when the finger lifts (a tap) or travels (a drag). A second finger before either drops it, so a
   * pinch never places the armed tool's item, nor selects or nudges what the first finger landed on.
   */
  | { phase: "finger-down"; pointerId: number; event: PitchPointerEvent; at: ScreenPoint }
  /** The middle mouse button drags the view; `at` is where the pointer was last seen. */
  | { phase: "panning"; pointerId: number; at: ScreenPoint }
  /** Two fingers zoom and pan the view; the fingers left on the pitch after it do nothing until they lift. */
  | { phase: "pinching"; pinch: Pinch | null }
  /** A catalogue item pressed: once it travels it is dragged, and released over the pitch it lands there. */
  | { phase: "catalogue"; item: ObjectKind; team: Team; start: ScreenPoint; isDragging: boolean };

/** Where the canvas is on the screen: the controller turns screen pixels into metres through it. */
export interface CanvasViewport {
  /** The pitch's SVG element's box in CSS pixels, or null while it is not laid out. */
  rect(): ScreenRect | null;
}

/** What a press on the canvas started: nothing, a view gesture (pan, pinch) or something of the tools. */
export type PressOutcome = "ignored" | "view" | "tools";

/** How a catalogue drag ended: `isDrag` when the item travelled (no click then), `isPlaced` when it landed on the pitch. */
export interface CatalogueDrop {
  isDrag: boolean;
  isPlaced: boolean;
}

export interface ToolController {
  /** The tools' press, in pitch metres: what a canvas press becomes once it is known to be for them. */
  pointerDown(event: PitchPointerEvent): void;
  pointerMove(event: PitchPointerEvent): void;
  pointerUp(event: PitchPointerEvent): void;
  /**
   * Escape: abandons a tool's gesture in progress, returning the diagram to where it started. Returns
   * false when there is none (a view gesture or a catalogue drag goes on).
   */
  cancel(): boolean;
  /** A double click (or double tap): starts typing into the text, number or label under it. Returns whether it did. */
  doubleClick(event: PitchPointerEvent): boolean;

  /** The canvas it reads screen positions through; the canvas sets it while mounted. */
  setViewport(viewport: CanvasViewport | null): void;
  /**
   * A pointer pressed on the canvas, as the browser reports it. `onTaken` runs as soon as the press is
   * known to be the editor's, before the tools see it (the canvas captures the pointer and, for the
   * tools, takes the focus: a field being typed into on the pitch is left first).
   */
  canvasPointerDown(
    event: ScreenPointerEvent,
    onTaken?: (outcome: Exclude<PressOutcome, "ignored">) => void,
  ): PressOutcome;
  canvasPointerMove(event: ScreenPointerEvent): void;
  canvasPointerUp(event: ScreenPointerEvent): void;
  /** The browser took the pointer away (a system gesture, a palm): what it began is abandoned. */
  canvasPointerCancel(event: ScreenPointerEvent): void;
  /** The browser's double click on the canvas (a mouse's; fingers' double taps are found from their taps). */
  canvasDoubleClick(event: ScreenPointerEvent): boolean;
  /** A wheel turn over the canvas. Returns whether it was the editor's (the page must not scroll for it). */
  wheel(event: ScreenWheelEvent): boolean;

  /** An item of the catalogue pressed by a pointer at `at`, for players of `team`. */
  catalogueDragStart(item: ObjectKind, team: Team, at: ScreenPoint): void;
  catalogueDragMove(at: ScreenPoint): void;
  /** The pointer released at `at`: over the pitch a dragged item lands there. */
  catalogueDragEnd(at: ScreenPoint): CatalogueDrop;
  catalogueDragCancel(): void;
}

/** The pen tool: the catalogue's Pen, armed, draws freehand instead of placing a stroke of its own shape. */
function isPenTool(tool: EditorUiState["tool"]): boolean {
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

/** A gesture is under way (a move, a drawing, a rubber band): the view holds still until it ends. */
function isGestureUnderWay(state: EditorState): boolean {
  return !!state.gestureStart || !!state.ui.drag || !!state.ui.band;
}

function isInside(rect: ScreenRect, at: ScreenPoint): boolean {
  return at.x >= rect.left && at.x <= rect.left + rect.width && at.y >= rect.top && at.y <= rect.top + rect.height;
}

function boundsInFrame(diagram: Diagram, object: DiagramObject, frameIndex: number): Rect {
  const pose = frameIndex > 0 ? framePoses(diagram, frameIndex)[object.id] : undefined;
  return objectBounds(object, pose, 0, tokenScale(diagram));
}

export function createToolController(store: EditorStore): ToolController {
  let state: ToolPhase = { phase: "idle" };
  let viewport: CanvasViewport | null = null;
  /** The fingers on the canvas, by pointer id, where last seen: two of them pinch. */
  const touches = new Map<number, ScreenPoint>();
  /** What the last press landed on: a double click's own target is the canvas that captured the pointer. */
  let lastPressTarget: PointerTarget | null = null;
  /** The last tap on an object, for double taps. */
  let lastTap: { id: string; timeMs: number; at: ScreenPoint } | null = null;
  const ui = () => store.getState().ui;
  const diagram = () => store.getState().diagram;
  const select = (ids: readonly string[]) => store.dispatch({ type: "setUi", patch: { selection: ids } });
  const snap = (point: PitchPoint) => (ui().isSnappingToGrid ? snapToGrid(point, diagram().pitch.gridSize) : point);

  function place(event: PitchPointerEvent) {
    const tool = ui().tool;
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
    const tool = ui().tool;
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
    const frameIndex = ui().frameIndex;
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
    const frameIndex = ui().frameIndex;
    const hits = Object.values(current.objects)
      .filter((object) => !object.hidden && rectsIntersect(band, boundsInFrame(current, object, frameIndex)))
      .map((object) => object.id);
    return [...new Set([...base, ...hits])];
  }

  /** The canvas's box, when it has one to convert through. */
  function canvasRect(): ScreenRect | null {
    const rect = viewport?.rect();
    return rect && rect.width > 0 && rect.height > 0 ? rect : null;
  }

  /**
   * A screen pointer as the tools take it: metres on the pitch through the view as the store holds it now
   * (so a press right after a zoom lands where the coach sees it, before React has drawn the new view).
   */
  function toPitchEvent(event: ScreenPointerEvent, target: PointerTarget): PitchPointerEvent | null {
    const rect = canvasRect();
    if (!rect) return null;
    const current = store.getState();
    const at = { x: event.clientX, y: event.clientY };
    return {
      point: clientToPitch(current, rect, at),
      target,
      isShift: event.isShift,
      metresPerPixel: metresPerPixelOf(rect, visibleBoxOf(current)),
    };
  }

  /** A finger (or a pen) means the nearest object within reach; a mouse hits exactly what it is over. */
  function reachedTarget(event: ScreenPointerEvent, exact: PitchPointerEvent): PointerTarget {
    if (event.pointerType === "mouse") return exact.target;
    const finger = fingerTargeting.current();
    if (!finger) {
      loadFingerTargeting();
      return exact.target;
    }
    const { diagram: current, ui: now } = store.getState();
    const poses = now.frameIndex > 0 ? framePoses(current, now.frameIndex) : undefined;
    return finger.fingerTarget(exact.target, current, poses, exact.point, exact.metresPerPixel);
  }

  function setView(next: PitchView) {
    if (next !== ui().view) store.dispatch({ type: "setUi", patch: { view: next } });
  }

  /** The held-back finger's press reaches the tools after all (it lifted, or travelled). */
  function releaseFinger(finger: Extract<ToolPhase, { phase: "finger-down" }>) {
    state = { phase: "idle" };
    controller.pointerDown(finger.event);
  }

  /** Double taps for fingers, which browsers do not turn into `dblclick` on a pitch that takes every touch. */
  function noteTap(event: PitchPointerEvent, tap: { timeMs: number; at: ScreenPoint }) {
    const previous = lastTap;
    const id = event.target.type === "object" ? event.target.id : null;
    lastTap = id ? { id, ...tap } : null;
    if (
      !id ||
      !previous ||
      previous.id !== id ||
      tap.timeMs - previous.timeMs > DOUBLE_TAP.ms ||
      Math.hypot(tap.at.x - previous.at.x, tap.at.y - previous.at.y) > DOUBLE_TAP.px
    )
      return;
    lastTap = null;
    controller.doubleClick(event);
  }

  /** A tool's gesture in progress abandoned (Escape, a second finger, the browser's cancel). */
  function cancelToolGesture(): boolean {
    const active = state;
    if (!isToolPhase(active)) return false;
    state = { phase: "idle" };
    if (active.phase === "banding")
      store.dispatch({ type: "setUi", patch: { selection: active.baseSelection, band: null } });
    if (active.phase === "drawing") select([]);
    store.dispatch({ type: "cancelGesture" });
    return true;
  }

  /** A pointer left the canvas (`isCancelled`: the browser took it away). */
  function endCanvasPointer(event: ScreenPointerEvent, isCancelled: boolean) {
    touches.delete(event.pointerId);
    const isPlaying = ui().playback.isPlaying;
    if (state.phase === "finger-down" && state.pointerId === event.pointerId) {
      const finger = state;
      if (isCancelled || isPlaying) state = { phase: "idle" };
      else {
        releaseFinger(finger);
        noteTap(finger.event, { timeMs: event.timeStamp, at: { x: event.clientX, y: event.clientY } });
      }
    }
    if (state.phase === "pinching") {
      if (touches.size < 2) state = { phase: "idle" };
      return;
    }
    if (state.phase === "panning" && state.pointerId === event.pointerId) {
      state = { phase: "idle" };
      return;
    }
    const pitchEvent = isCancelled || isPlaying ? null : toPitchEvent(event, { type: "pitch" });
    if (!pitchEvent) {
      // A release the tools cannot take (the animation started mid-press, the pitch has no box) still ends
      // their gesture: left open, it would stay on the pitch and hold the controller, so the catalogue's
      // next drop would place nothing.
      cancelToolGesture();
      return;
    }
    controller.pointerUp(pitchEvent);
  }

  function endCatalogueDrag() {
    state = { phase: "idle" };
    if (ui().catalogueDrag) store.dispatch({ type: "setUi", patch: { catalogueDrag: null } });
  }

  const controller: ToolController = {
    pointerDown(event) {
      if (state.phase !== "idle") return;
      if (ui().playback.isPlaying) return;
      if (isPenTool(ui().tool)) return startStroke(event);
      if (ui().tool.kind === "place") return place(event);
      const { target } = event;
      if (target.type === "handle") {
        store.dispatch({ type: "beginGesture" });
        state = { phase: "handle", id: target.id, handle: target.handle };
        return;
      }
      const selection = ui().selection;
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
        type: "setUi",
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
          controller.pointerMove(event);
          return;
        }
        case "moving": {
          const { start } = state;
          const anchorId = ui().drag?.ids[0];
          let dx = event.point.x - start.x;
          let dy = event.point.y - start.y;
          const anchor = anchorId ? getObject(diagram(), anchorId) : undefined;
          if (anchor && ui().isSnappingToGrid) {
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
            type: "setUi",
            patch: { band, selection: bandSelection(band, state.baseSelection) },
          });
          return;
        }
      }
    },

    pointerUp(event) {
      const finished = state;
      if (finished.phase !== "idle" && !isToolPhase(finished)) return;
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
          store.dispatch({ type: "setUi", patch: { band: null } });
          return;
        case "drawing":
          store.dispatch({ type: "commitGesture" });
          if (!event.isShift) store.dispatch({ type: "setUi", patch: { tool: { kind: "select" } } });
          return;
        case "stroke":
          // The pen stays in hand: a coach explaining draws several marks in a row.
          return finishStroke(finished, event);
      }
    },

    cancel: cancelToolGesture,

    doubleClick(event) {
      if (state.phase !== "idle" || event.target.type !== "object") return false;
      if (ui().tool.kind !== "select") return false;
      return beginTextEdit(store, event.target.id);
    },

    setViewport(next) {
      viewport = next;
    },

    canvasPointerDown(event, onTaken) {
      const at = { x: event.clientX, y: event.clientY };
      if (event.pointerType === "touch") {
        touches.set(event.pointerId, at);
        if (touches.size >= 2) {
          // A second finger: the view's pinch, never the tools'. What the first finger began is undone.
          if (state.phase === "finger-down") state = { phase: "idle" };
          if (state.phase === "catalogue") endCatalogueDrag();
          if (state.phase !== "pinching") cancelToolGesture();
          state = { phase: "pinching", pinch: pinchOf(touches) };
          onTaken?.("view");
          return "view";
        }
      }
      if (event.button === 1) {
        // The middle button pans, unless a gesture is under way: that holds the view still.
        if (state.phase !== "idle") return "ignored";
        state = { phase: "panning", pointerId: event.pointerId, at };
        onTaken?.("view");
        return "view";
      }
      if (event.button !== 0 || ui().playback.isPlaying) return "ignored";
      const exact = toPitchEvent(event, event.target);
      if (!exact) return "ignored";
      const pitchEvent = { ...exact, target: reachedTarget(event, exact) };
      lastPressTarget = pitchEvent.target;
      onTaken?.("tools");
      if (event.pointerType === "touch") {
        if (state.phase === "idle") state = { phase: "finger-down", pointerId: event.pointerId, event: pitchEvent, at };
        return "tools";
      }
      controller.pointerDown(pitchEvent);
      return "tools";
    },

    canvasPointerMove(event) {
      const at = { x: event.clientX, y: event.clientY };
      if (touches.has(event.pointerId)) touches.set(event.pointerId, at);
      const rect = canvasRect();
      if (state.phase === "pinching") {
        const from = state.pinch;
        const to = pinchOf(touches);
        if (!rect || !from || !to || from.distance <= 0) return;
        setView(pinchedView(store.getState(), rect, from, to));
        state = { phase: "pinching", pinch: to };
        return;
      }
      if (state.phase === "finger-down" && state.pointerId === event.pointerId) {
        if (Math.hypot(at.x - state.at.x, at.y - state.at.y) < TOUCH_SLOP_PX) return;
        releaseFinger(state);
      }
      if (state.phase === "panning" && state.pointerId === event.pointerId) {
        if (rect) setView(panByPixels(store.getState(), rect, ui().view, at.x - state.at.x, at.y - state.at.y));
        state = { ...state, at };
        return;
      }
      if (ui().playback.isPlaying) return;
      const pitchEvent = toPitchEvent(event, { type: "pitch" });
      if (pitchEvent) controller.pointerMove(pitchEvent);
    },

    canvasPointerUp(event) {
      endCanvasPointer(event, false);
    },

    canvasPointerCancel(event) {
      endCanvasPointer(event, true);
    },

    canvasDoubleClick(event) {
      if (ui().playback.isPlaying) return false;
      const pitchEvent = toPitchEvent(event, lastPressTarget ?? event.target);
      return pitchEvent ? controller.doubleClick(pitchEvent) : false;
    },

    wheel(event) {
      if (!event.isPinch && event.isPageScrollable()) return false;
      const rect = canvasRect();
      const current = store.getState();
      if (rect && !isGestureUnderWay(current)) setView(wheeledView(current, rect, event));
      return true;
    },

    catalogueDragStart(item, team, at) {
      if (state.phase !== "idle" && state.phase !== "catalogue") return;
      state = { phase: "catalogue", item, team, start: at, isDragging: false };
    },

    catalogueDragMove(at) {
      if (state.phase !== "catalogue") return;
      if (!state.isDragging && Math.hypot(at.x - state.start.x, at.y - state.start.y) < CATALOGUE_DRAG_PX) return;
      state = { ...state, isDragging: true };
      store.dispatch({
        type: "setUi",
        patch: { catalogueDrag: { item: state.item, clientX: at.x, clientY: at.y } },
      });
    },

    catalogueDragEnd(at) {
      const drag = state;
      if (drag.phase !== "catalogue") return { isDrag: false, isPlaced: false };
      endCatalogueDrag();
      if (!drag.isDragging) return { isDrag: false, isPlaced: false };
      const rect = canvasRect();
      if (!rect || !isInside(rect, at)) return { isDrag: true, isPlaced: false };
      // Dropped where the pointer is, unsnapped: the coach let go exactly there.
      const point = clientToPitch(store.getState(), rect, at);
      placeObject(store, createObjectAt(diagram(), drag.item, point, drag.team));
      return { isDrag: true, isPlaced: true };
    },

    catalogueDragCancel() {
      if (state.phase === "catalogue") endCatalogueDrag();
    },
  };
  return controller;
}

/** Phases of the tools' own gestures, as opposed to the view's, a held-back finger's or the catalogue's. */
function isToolPhase(phase: ToolPhase): boolean {
  return !["idle", "finger-down", "panning", "pinching", "catalogue"].includes(phase.phase);
}
