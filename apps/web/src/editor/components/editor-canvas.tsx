import { type DiagramObject, objectsInOrder, type Pitch, type Pose, tokenScale } from "@touchline/diagram";
import {
  type ComponentProps,
  type KeyboardEvent as ReactKeyboardEvent,
  memo,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { nextObjectToSelect } from "../actions/keyboard-editing.ts";
import { describeObject, describeSelection } from "../canvas/describe-object.ts";
import { splitMovingObjects } from "../canvas/moving-objects.ts";
import { ObjectShape, TokenScaleContext } from "../canvas/object-shape.tsx";
import { PitchBackground } from "../canvas/pitch-background.tsx";
import {
  pitchTransform,
  pitchViewBox,
  pitchViewRotation,
  toPitchPoint,
  viewBoxAttribute,
  viewedPitch,
  viewPitchOf,
} from "../canvas/pitch-geometry.ts";
import { metresPerPixelOf, panView, screenToView, visibleViewBox, zoomView } from "../canvas/pitch-view.ts";
import type { DragOffset, EditorState, PitchView } from "../store/editor-state.ts";
import { shallowEqual, useEditor, useEditorStore } from "../store/editor-store.ts";
import type { PitchPoint, PitchPointerEvent, PointerTarget } from "../tools/pointer-input.ts";
import type { ToolController } from "../tools/tool-controller.ts";
import { deferredModule, useDeferredModule } from "../../lib/deferred-module.ts";
import { inPlaceTextEditor, selectionOverlay } from "./deferred-parts.ts";
import { isInsideInPlaceEditor } from "./in-place-editor-marker.ts";
import type { InPlaceTextEditor } from "./in-place-text-editor.tsx";
import { useDisplayedPoses } from "./use-displayed-poses.ts";
import { useDoubleTap } from "./use-double-tap.ts";

/** Converts screen positions to pitch metres; the palette uses it to drop items onto the pitch. */
export interface CanvasViewport {
  clientToPitch(clientX: number, clientY: number): PitchPoint | null;
  containsClientPoint(clientX: number, clientY: number): boolean;
}

function targetOf(element: EventTarget | null): PointerTarget {
  if (!(element instanceof Element)) return { type: "pitch" };
  const handle = element.closest("[data-handle]");
  if (handle) {
    return {
      type: "handle",
      id: handle.getAttribute("data-handle-for")!,
      handle: handle.getAttribute("data-handle") as never,
    };
  }
  const object = element.closest("[data-object-id]");
  return object ? { type: "object", id: object.getAttribute("data-object-id")! } : { type: "pitch" };
}

interface ObjectLayerProps {
  objects: readonly DiagramObject[];
  poses: Record<string, Pose> | undefined;
  surface: Pitch["surface"];
  viewRotation: number;
  /** Whether the shapes carry their names: those of the pitch itself, not the copies a drag carries. */
  isNamed?: boolean;
}

/** A run of shapes; memoised so that, during a drag, the hundreds at rest are not even compared again. */
const ObjectLayer = memo(function ObjectLayer({
  objects,
  poses,
  surface,
  viewRotation,
  isNamed = false,
}: ObjectLayerProps) {
  return objects.map((object) => (
    <ObjectShape
      key={object.id}
      object={object}
      pose={poses?.[object.id]}
      surface={surface}
      viewRotation={viewRotation}
      accessibleName={isNamed ? describeObject(object) : undefined}
    />
  ));
});

/** Pixels a finger travels before its press is taken for a drag rather than a tap or the start of a pinch. */
const TOUCH_SLOP_PX = 8;

/** What the canvas shows now, from the store: the visible part of the pitch's view box. */
/**
 * Fingers and pens press the nearest object within reach; a mouse hits exactly what it is over and never
 * needs this. It loads with the canvas on a touch screen, elsewhere with the first touch or pen.
 */
const fingerTargeting = deferredModule(() => import("../canvas/nearest-object.ts"));
const loadFingerTargeting = () => fingerTargeting.load().catch(() => {});

/** The in-place text editor while a text or a number is typed on the pitch; its code comes with the first edit. */
function TextFieldOnThePitch(props: ComponentProps<typeof InPlaceTextEditor>) {
  const isEditing = useEditor((state) => state.session.textEdit !== null);
  const editor = useDeferredModule(inPlaceTextEditor, isEditing);
  return isEditing && editor ? <editor.InPlaceTextEditor {...props} /> : null;
}

function visibleBoxOf(state: EditorState) {
  return visibleViewBox(state.session.view, pitchViewBox(viewPitchOf(state)));
}

/** A gesture is under way (a move, a drawing, a rubber band): the view holds still until it ends. */
function isGestureUnderWay(state: EditorState): boolean {
  return !!state.gestureStart || !!state.session.drag || !!state.session.band;
}

/** Whether the page scrolls: then the wheel is the page's, and only Ctrl+wheel (a trackpad pinch) zooms. */
function isPageScrollable(): boolean {
  const page = document.scrollingElement ?? document.documentElement;
  return page.scrollHeight > page.clientHeight + 1 && getComputedStyle(page).overflowY !== "hidden";
}

/** Wheel pixels for one step of zooming by e (×2.7): a mouse notch (~100 px) zooms ×1.2, a pinch more finely. */
const WHEEL_PIXELS_PER_E = { wheel: 500, pinch: 100 };

/** The same array as last render while its items are the same, so a memoised child can skip. */
function useStableArray<T>(items: readonly T[]): readonly T[] {
  const previous = useRef(items);
  if (previous.current !== items && !shallowEqual(previous.current, items)) previous.current = items;
  return previous.current;
}

export function EditorCanvas({
  controller,
  viewportRef,
  label,
  playbackTimeMs,
}: {
  controller: ToolController;
  viewportRef: { current: CanvasViewport | null };
  label: string;
  /** Set while the animation plays (or is scrubbed): objects are drawn at their animated poses. */
  playbackTimeMs: number | null;
}) {
  const diagram = useEditor((state) => state.diagram);
  const selection = useEditor((state) => state.session.selection);
  // Drawn once something is selected; loaded with the editor's deferred parts, before the first press.
  const overlay = useDeferredModule(selectionOverlay, selection.length > 0);
  const frameIndex = useEditor((state) => state.session.frameIndex);
  const tool = useEditor((state) => state.session.tool);
  const gestureStart = useEditor((state) => state.gestureStart);
  const band = useEditor((state) => state.session.band);
  // The same array for the whole drag: its offset changes on every move, this does not.
  const carriedIds = useEditor((state) => state.session.drag?.carriedIds ?? null);
  const view = useEditor((state) => state.session.view);
  const store = useEditorStore();
  const selectionStatusId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const carriedLayerRef = useRef<SVGSVGElement>(null);
  const carriedPitchRef = useRef<SVGGElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  // The view's pitch: the drawing's, turned to the window's shape. Everything drawn and every pointer
  // conversion below goes through it, so a finger lands where it is on a turned pitch too.
  const windowShape = useEditor((state) => state.session.windowShape);
  const pitch = viewedPitch(diagram.pitch, windowShape);
  const viewBox = visibleViewBox(view, pitchViewBox(pitch));
  const metresPerPixel = metresPerPixelOf(size, viewBox);
  const poses = useDisplayedPoses(diagram, frameIndex, playbackTimeMs);
  const viewRotation = pitchViewRotation(pitch);

  useEffect(() => {
    if (window.matchMedia?.("(any-pointer: coarse)").matches) void loadFingerTargeting();
  }, []);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const measure = () => {
      const { width, height } = svg.getBoundingClientRect();
      setSize((current) => (current.width === width && current.height === height ? current : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    return () => observer.disconnect();
  }, []);

  // A drag moves its layer here, outside React and without repainting: the session's drag offset, turned
  // from metres into screen pixels, becomes a CSS translation of the layer's own compositing layer on
  // every pointer move, and no component renders for it. The drop clears it in the same task as the
  // render that puts the objects at their new positions.
  useEffect(() => {
    let metresToScreen: DOMMatrix | null = null;
    let shown: DragOffset | null = null;
    const follow = () => {
      const offset = store.getState().session.drag?.offset ?? null;
      const layer = carriedLayerRef.current;
      if (offset === shown || !layer) return;
      shown = offset;
      if (!offset) {
        metresToScreen = null;
        layer.style.transform = "";
        return;
      }
      metresToScreen ??= carriedPitchRef.current?.getScreenCTM() ?? null;
      if (!metresToScreen) return;
      const { a, b, c, d } = metresToScreen;
      layer.style.transform = `translate(${a * offset.dx + c * offset.dy}px, ${b * offset.dx + d * offset.dy}px)`;
    };
    follow();
    return store.subscribe(follow);
  }, [store]);

  // Pointer to metres: through the view as the store holds it now (zoom and pan included), so a press
  // right after a zoom lands where the coach sees it, before React has drawn the new view.
  const clientToView = (clientX: number, clientY: number): PitchPoint | null => {
    const rect = svgRef.current?.getBoundingClientRect();
    if (!rect || rect.width <= 0 || rect.height <= 0) return null;
    return screenToView(rect, visibleBoxOf(store.getState()), clientX, clientY);
  };
  const clientToPitch = (clientX: number, clientY: number): PitchPoint | null => {
    const viewPoint = clientToView(clientX, clientY);
    return viewPoint ? toPitchPoint(viewPitchOf(store.getState()), viewPoint) : null;
  };
  const setView = (next: PitchView) => {
    if (next !== store.getState().session.view) store.dispatch({ type: "setSession", patch: { view: next } });
  };
  /** Moves what is shown by a pointer's travel in screen pixels: the pitch follows the pointer. */
  const panByPixels = (next: PitchView, dx: number, dy: number) => {
    const state = store.getState();
    const box = pitchViewBox(viewPitchOf(state));
    const mpp = metresPerPixelOf(size, visibleViewBox(next, box));
    return panView(next, box, -dx * mpp, -dy * mpp);
  };
  viewportRef.current = {
    clientToPitch,
    containsClientPoint(clientX, clientY) {
      const rect = svgRef.current?.getBoundingClientRect();
      return !!rect && clientX >= rect.left && clientX <= rect.right && clientY >= rect.top && clientY <= rect.bottom;
    },
  };

  const isPlaying = playbackTimeMs !== null;

  // The wheel zooms around the pointer (a trackpad pinch arrives as Ctrl+wheel); Shift+wheel and sideways
  // swipes pan. On a page that scrolls (the session builder) the plain wheel stays the page's.
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const onWheel = (event: WheelEvent) => {
      const isPinch = event.ctrlKey || event.metaKey;
      if (!isPinch && isPageScrollable()) return;
      event.preventDefault();
      const state = store.getState();
      const rect = svgRef.current?.getBoundingClientRect();
      if (isGestureUnderWay(state) || !rect || rect.width <= 0 || rect.height <= 0) return;
      const box = pitchViewBox(viewPitchOf(state));
      const { view } = state.session;
      const visible = visibleViewBox(view, box);
      const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? rect.height : 1;
      const dx = event.deltaX * unit;
      const dy = event.deltaY * unit;
      let next: PitchView;
      if (!isPinch && (event.shiftKey || Math.abs(dx) > Math.abs(dy))) {
        const mpp = metresPerPixelOf(rect, visible);
        next = event.shiftKey ? panView(view, box, (dx || dy) * mpp, 0) : panView(view, box, dx * mpp, dy * mpp);
      } else {
        const factor = Math.exp(-dy / (isPinch ? WHEEL_PIXELS_PER_E.pinch : WHEEL_PIXELS_PER_E.wheel));
        next = zoomView(view, box, factor, screenToView(rect, visible, event.clientX, event.clientY));
      }
      if (next !== view) store.dispatch({ type: "setSession", patch: { view: next } });
    };
    wrapper.addEventListener("wheel", onWheel, { passive: false });
    return () => wrapper.removeEventListener("wheel", onWheel);
  }, [store]);

  const toEvent = (
    event: Pick<ReactPointerEvent, "clientX" | "clientY" | "shiftKey">,
    target: PointerTarget,
  ): PitchPointerEvent | null => {
    const point = clientToPitch(event.clientX, event.clientY);
    return point ? { point, target, isShift: event.shiftKey, metresPerPixel } : null;
  };

  // Two fingers pinch and pan the view; the middle mouse button pans it. Neither reaches the tools: a
  // second finger cancels what the first began.
  const touches = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ x: number; y: number; distance: number } | null>(null);
  const pan = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const pinchOf = () => {
    const [a, b] = [...touches.current.values()];
    if (!a || !b) return null;
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, distance: Math.hypot(a.x - b.x, a.y - b.y) };
  };
  const followPinch = () => {
    const from = pinch.current;
    const to = pinchOf();
    if (!from || !to || from.distance <= 0) return;
    const state = store.getState();
    const anchor = clientToView(from.x, from.y);
    const zoomed = zoomView(
      state.session.view,
      pitchViewBox(viewPitchOf(state)),
      to.distance / from.distance,
      anchor ?? undefined,
    );
    setView(panByPixels(zoomed, to.x - from.x, to.y - from.y));
    pinch.current = to;
  };

  // A finger's press reaches the tools only once it is known not to be the first of a pinch: when it
  // lifts (a tap) or travels (a drag). A second finger before either drops it, so a pinch never places
  // the armed tool's item, nor selects or nudges what the first finger landed on.
  const pendingTouch = useRef<{ pointerId: number; event: PitchPointerEvent; x: number; y: number } | null>(null);
  const releasePendingTouch = () => {
    const pending = pendingTouch.current;
    pendingTouch.current = null;
    if (pending) controller.pointerDown(pending.event);
  };
  // A double click (a double tap for fingers) types into the text, number or label under it.
  const noteTap = useDoubleTap((event) => controller.doubleClick(event));
  // What the last press landed on: a double click's own target is the wrapper that captured the pointer.
  const lastPressTarget = useRef<PointerTarget | null>(null);
  const onDoubleClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if (isPlaying || isInsideInPlaceEditor(event.target)) return;
    const pitchEvent = toEvent(event, lastPressTarget.current ?? targetOf(event.target));
    if (pitchEvent) controller.doubleClick(pitchEvent);
  };

  // The handlers sit on the wrapper so that presses on the handles of the top layer reach them too.
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "touch") {
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (touches.current.size >= 2) {
        event.currentTarget.setPointerCapture(event.pointerId);
        pendingTouch.current = null;
        if (!pinch.current) controller.cancel();
        pinch.current = pinchOf();
        return;
      }
    }
    if (event.button === 1) {
      event.currentTarget.setPointerCapture(event.pointerId);
      pan.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
      return;
    }
    if (event.button !== 0 || isPlaying) return;
    const exact = toEvent(event, targetOf(event.target));
    // A finger (or a pen) means the nearest object within reach; a mouse hits exactly what it is over.
    const finger = event.pointerType === "mouse" ? undefined : fingerTargeting.current();
    if (event.pointerType !== "mouse" && !finger) void loadFingerTargeting();
    const pitchEvent =
      exact && finger
        ? {
            ...exact,
            target: finger.fingerTarget(exact.target, store.getState().diagram, poses, exact.point, metresPerPixel),
          }
        : exact;
    if (!pitchEvent) return;
    lastPressTarget.current = pitchEvent.target;
    event.currentTarget.setPointerCapture(event.pointerId);
    svgRef.current?.focus({ preventScroll: true });
    if (event.pointerType === "touch") {
      pendingTouch.current = { pointerId: event.pointerId, event: pitchEvent, x: event.clientX, y: event.clientY };
      return;
    }
    controller.pointerDown(pitchEvent);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (touches.current.has(event.pointerId))
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch.current) return followPinch();
    const pending = pendingTouch.current;
    if (pending?.pointerId === event.pointerId) {
      if (Math.hypot(event.clientX - pending.x, event.clientY - pending.y) < TOUCH_SLOP_PX) return;
      releasePendingTouch();
    }
    if (pan.current?.pointerId === event.pointerId) {
      setView(panByPixels(store.getState().session.view, event.clientX - pan.current.x, event.clientY - pan.current.y));
      pan.current = { ...pan.current, x: event.clientX, y: event.clientY };
      return;
    }
    if (isPlaying) return;
    const pitchEvent = toEvent(event, { type: "pitch" });
    if (pitchEvent) controller.pointerMove(pitchEvent);
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    touches.current.delete(event.pointerId);
    const pending = pendingTouch.current;
    if (pending?.pointerId === event.pointerId) {
      if (event.type === "pointercancel" || isPlaying) pendingTouch.current = null;
      else {
        releasePendingTouch();
        noteTap(pending.event, { timeMs: event.timeStamp, x: event.clientX, y: event.clientY });
      }
    }
    if (pinch.current) {
      // The fingers left on the pitch after a pinch do nothing until they lift.
      if (touches.current.size < 2) pinch.current = null;
      return;
    }
    if (pan.current?.pointerId === event.pointerId) {
      pan.current = null;
      return;
    }
    if (event.type === "pointercancel") {
      controller.cancel();
      return;
    }
    if (isPlaying) return;
    const pitchEvent = toEvent(event, { type: "pitch" });
    if (pitchEvent) controller.pointerUp(pitchEvent);
  };

  const { resting, carried, moving } = splitMovingObjects(
    objectsInOrder(diagram).filter((object) => !object.hidden),
    gestureStart,
    selection,
    carriedIds,
  );
  const carriedSet = new Set(carriedIds);
  const overlayOf = (ids: readonly string[]) =>
    isPlaying || !overlay ? null : (
      <overlay.SelectionOverlay
        diagram={diagram}
        selection={ids}
        showHandles={selection.length === 1}
        poses={poses}
        metresPerPixel={metresPerPixel}
        viewRotation={viewRotation}
      />
    );
  const stableResting = useStableArray(resting);
  // On the pitch, Tab walks through the objects, selecting each; past the last one it leaves the pitch
  // as usual (the selection stays, for the toolbar's buttons).
  const onKeyDown = (event: ReactKeyboardEvent<SVGSVGElement>) => {
    if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey || isPlaying) return;
    const state = store.getState();
    const next = nextObjectToSelect(state.diagram, state.session.selection, event.shiftKey ? -1 : 1, {
      wraps: false,
    });
    if (!next) return;
    event.preventDefault();
    store.dispatch({ type: "setSession", patch: { selection: [next] } });
  };
  const canvas = (
    <div
      className="relative h-full w-full touch-none select-none"
      style={{ cursor: tool.kind === "place" ? "crosshair" : "default" }}
      ref={wrapperRef}
      onPointerOver={(event) => {
        // What a press may show next (handles, a field to type into), and for a pen, which hovers before
        // it touches, the reach of its first press. The editor loads them too; a board on its own does here.
        for (const part of [selectionOverlay, inPlaceTextEditor]) part.load().catch(() => {});
        if (event.pointerType !== "mouse") void loadFingerTargeting();
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      // The middle button pans: no autoscroll, no paste. A press that has just opened a field on the
      // pitch (a placed text) keeps the focus in that field instead of taking it to the pitch.
      onMouseDown={(event) => {
        if (event.button === 1 || store.getState().session.textEdit) event.preventDefault();
      }}
      onDoubleClick={onDoubleClick}
    >
      <svg
        ref={svgRef}
        role="application"
        aria-label={label}
        aria-roledescription="pitch editor"
        tabIndex={0}
        aria-describedby={selectionStatusId}
        onKeyDown={onKeyDown}
        viewBox={viewBoxAttribute(viewBox)}
        className="block h-full w-full rounded-xl outline-none focus-visible:ring-4 focus-visible:ring-brand-500/60"
      >
        <g transform={pitchTransform(pitch)}>
          <PitchBackground pitch={pitch} />
          <ObjectLayer
            objects={stableResting}
            poses={poses}
            surface={pitch.surface}
            viewRotation={viewRotation}
            isNamed
          />
        </g>
      </svg>
      <p id={selectionStatusId} role="status" className="sr-only">
        {isPlaying ? "Animation playing" : describeSelection(diagram.objects, selection)}
      </p>
      {/*
        The top layer: what moves during a gesture, the selection and the rubber band. It is its own
        compositing layer (will-change), so a drag repaints only these few shapes, not the pitch and the
        hundreds of objects at rest. Pointer input goes to the wrapper; only the handles take presses here.
      */}
      <svg
        aria-hidden="true"
        viewBox={viewBoxAttribute(viewBox)}
        className="pointer-events-none absolute inset-0 block h-full w-full will-change-transform"
      >
        <g transform={pitchTransform(pitch)}>
          <ObjectLayer objects={moving} poses={poses} surface={pitch.surface} viewRotation={viewRotation} />
          {overlayOf(selection.filter((id) => !carriedSet.has(id)))}
          {band ? (
            <rect
              x={band.minX}
              y={band.minY}
              width={band.maxX - band.minX}
              height={band.maxY - band.minY}
              fill="#0ea5e9"
              fillOpacity={0.12}
              stroke="#0ea5e9"
              strokeWidth={metresPerPixel}
              pointerEvents="none"
            />
          ) : null}
        </g>
      </svg>
      {/* What a drag carries, in a layer of its own that the drag moves as a whole (see above). */}
      <svg
        ref={carriedLayerRef}
        aria-hidden="true"
        viewBox={viewBoxAttribute(viewBox)}
        className="pointer-events-none absolute inset-0 block h-full w-full overflow-visible will-change-transform"
      >
        <g ref={carriedPitchRef} transform={pitchTransform(pitch)}>
          <ObjectLayer objects={carried} poses={poses} surface={pitch.surface} viewRotation={viewRotation} />
          {overlayOf(selection.filter((id) => carriedSet.has(id)))}
        </g>
      </svg>
      <TextFieldOnThePitch
        canvasRef={wrapperRef}
        pitchGroupRef={carriedPitchRef}
        metresPerPixel={metresPerPixel}
        poses={poses}
        onDone={() => svgRef.current?.focus({ preventScroll: true })}
      />
    </div>
  );
  // Tokens are drawn at the drawing's token size (the outlines and hit-testing use the same scale).
  return <TokenScaleContext value={tokenScale(diagram)}>{canvas}</TokenScaleContext>;
}
