import {
  addObject,
  type Diagram,
  type DiagramObject,
  framePoses,
  getObject,
  isLine,
  moveObjects,
  objectsCarriedByMove,
  resizeObject,
  rotateObjects,
  setObjectPositions,
  setObjectProps,
} from "@touchline/diagram";
import { objectBounds } from "../canvas/object-bounds.ts";
import type { EditorStore } from "../store/editor-store.ts";
import { createObjectAt } from "./create-at.ts";
import type { DragOffset } from "./drag-preview.ts";
import {
  type HandleKind,
  type PitchPoint,
  type PitchPointerEvent,
  type Rect,
  rectFromPoints,
  rectsIntersect,
  snapToGrid,
} from "./pointer-input.ts";

/** Screen pixels a pointer must travel before a press becomes a drag. */
const DRAG_THRESHOLD_PX = 4;
/** Degrees rotation snaps to with Shift held. */
const ROTATION_STEP = 15;

/**
 * The pointer state machine: idle → pointing → dragging (or banding). States hold pointer facts
 * only; the document stays in the store and every change is a diagram command.
 *
 * Moving objects is the one gesture that does not rewrite the diagram on every pointer move: it
 * publishes an offset that the canvas draws as a translation of the carried objects, and the drop
 * applies `moveObjects` once, as the gesture's one change. A drag then costs a frame what a hand-written SVG drag costs, however
 * many objects the board holds, and the panels are not re-rendered for positions nobody has chosen yet.
 */
type ToolPhase =
  | { phase: "idle" }
  | { phase: "pointing"; start: PitchPoint; event: PitchPointerEvent; ids: readonly string[]; wasSelected: boolean }
  | { phase: "moving"; start: PitchPoint; ids: readonly string[]; carried: readonly string[]; offset: DragOffset }
  | { phase: "handle"; id: string; handle: HandleKind }
  /** A line or area being drawn: re-added to the gesture's starting diagram on every move. */
  | { phase: "drawing"; object: DiagramObject; start: PitchPoint }
  | { phase: "banding"; start: PitchPoint; current: PitchPoint; baseSelection: readonly string[] };

export interface ToolController {
  pointerDown(event: PitchPointerEvent): void;
  pointerMove(event: PitchPointerEvent): void;
  pointerUp(event: PitchPointerEvent): void;
  /** Escape: abandons a drag in progress, returning the diagram to where it started. Returns false when idle. */
  cancel(): boolean;
  /** The rubber band being drawn, for the canvas to show. */
  band(): Rect | null;
  /** The objects a drag in progress carries (null when none): drawn apart so one translation moves them. */
  carriedIds(): readonly string[] | null;
  /** Tells of changes to `band` and `carriedIds`, a few times per gesture. */
  subscribe(listener: () => void): () => void;
  /** Tells of the carried objects' offset on every move of a drag, and null when it ends. */
  subscribeDragOffset(listener: (offset: DragOffset | null) => void): () => void;
}

/** Where objects stand in the frame being edited (frame 0: the objects themselves). */
export function displayedPoses(diagram: Diagram, frameIndex: number) {
  return frameIndex > 0 ? framePoses(diagram, frameIndex) : undefined;
}

function boundsInFrame(diagram: Diagram, object: DiagramObject, frameIndex: number): Rect {
  const pose = frameIndex > 0 ? framePoses(diagram, frameIndex)[object.id] : undefined;
  return objectBounds(object, pose);
}

export function createToolController(store: EditorStore): ToolController {
  let state: ToolPhase = { phase: "idle" };
  // Kept as one object per change so React's useSyncExternalStore sees a stable snapshot.
  let band: Rect | null = null;
  let carried: readonly string[] | null = null;
  const listeners = new Set<() => void>();
  const offsetListeners = new Set<(offset: DragOffset | null) => void>();
  const setState = (next: ToolPhase) => {
    const wasMoving = state.phase === "moving";
    state = next;
    const nextBand = next.phase === "banding" ? rectFromPoints(next.start, next.current) : null;
    const nextCarried = next.phase === "moving" ? next.carried : null;
    if (wasMoving && next.phase !== "moving") for (const listener of offsetListeners) listener(null);
    if (nextBand === band && nextCarried === carried) return;
    band = nextBand;
    carried = nextCarried;
    for (const listener of listeners) listener();
  };
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
      setState({ phase: "drawing", object, start: snap(event.point) });
      return;
    }
    store.dispatch({ type: "apply", command: (d) => addObject(d, object) });
    select([object.id]);
    if (!event.isShift) store.dispatch({ type: "setSession", patch: { tool: { kind: "select" } } });
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
      if (session().tool.kind === "place") return place(event);
      const { target } = event;
      if (target.type === "handle") {
        store.dispatch({ type: "beginGesture" });
        setState({ phase: "handle", id: target.id, handle: target.handle });
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
        setState({ phase: "pointing", start: event.point, event, ids, wasSelected });
        return;
      }
      const baseSelection = event.isShift ? selection : [];
      select(baseSelection);
      setState({ phase: "banding", start: event.point, current: event.point, baseSelection });
    },

    pointerMove(event) {
      switch (state.phase) {
        case "pointing": {
          const distance = Math.hypot(event.point.x - state.start.x, event.point.y - state.start.y);
          if (distance < DRAG_THRESHOLD_PX * event.metresPerPixel) return;
          const movable = state.ids.filter((id) => !diagram().objects[id]?.locked);
          const carried = objectsCarriedByMove(diagram(), { ids: movable, frameIndex: session().frameIndex });
          // A gesture without changes yet: undo and redo wait for the drop, Escape cancels it.
          store.dispatch({ type: "beginGesture" });
          setState({ phase: "moving", start: state.start, ids: movable, carried, offset: { dx: 0, dy: 0 } });
          this.pointerMove(event);
          return;
        }
        case "moving": {
          const { start, ids } = state;
          let dx = event.point.x - start.x;
          let dy = event.point.y - start.y;
          const anchor = ids[0] ? getObject(diagram(), ids[0]) : undefined;
          if (anchor && session().isSnappingToGrid) {
            // Snap the first object's landing spot; the rest keep their distance to it.
            const landed = snapToGrid({ x: anchor.x + dx, y: anchor.y + dy }, diagram().pitch.gridSize);
            dx = landed.x - anchor.x;
            dy = landed.y - anchor.y;
          }
          const offset = { dx, dy };
          state = { ...state, offset };
          for (const listener of offsetListeners) listener(offset);
          return;
        }
        case "handle":
          return dragHandle(state.id, state.handle, event);
        case "drawing":
          return draw(state.object, state.start, event.point);
        case "banding":
          setState({ ...state, current: event.point });
          select(bandSelection(rectFromPoints(state.start, event.point), state.baseSelection));
          return;
      }
    },

    pointerUp(event) {
      const finished = state;
      setState({ phase: "idle" });
      switch (finished.phase) {
        case "pointing":
          // A plain click on an already-selected object narrows the selection to it.
          if (!event.isShift && finished.wasSelected && finished.ids.length > 1) {
            if (finished.event.target.type === "object") select([finished.event.target.id]);
          }
          return;
        case "moving": {
          const { ids, offset } = finished;
          const frameIndex = session().frameIndex;
          store.dispatch({ type: "updateGesture", command: (d) => moveObjects(d, { ids, ...offset, frameIndex }) });
          store.dispatch({ type: "commitGesture" });
          return;
        }
        case "handle":
          store.dispatch({ type: "commitGesture" });
          return;
        case "drawing":
          store.dispatch({ type: "commitGesture" });
          if (!event.isShift) store.dispatch({ type: "setSession", patch: { tool: { kind: "select" } } });
          return;
      }
    },

    cancel() {
      const active = state;
      setState({ phase: "idle" });
      if (active.phase === "idle") return false;
      if (active.phase === "banding") select(active.baseSelection);
      if (active.phase === "drawing") select([]);
      store.dispatch({ type: "cancelGesture" });
      return true;
    },

    band() {
      return band;
    },

    carriedIds() {
      return carried;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    subscribeDragOffset(listener) {
      offsetListeners.add(listener);
      return () => offsetListeners.delete(listener);
    },
  };
}
