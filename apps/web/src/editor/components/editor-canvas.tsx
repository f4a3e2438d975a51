import { useLingui } from "@lingui/react/macro";
import { type DiagramObject, objectsInOrder, type Pitch, type Pose, tokenScale } from "@touchline/diagram";
import {
  type ComponentProps,
  type KeyboardEvent as ReactKeyboardEvent,
  memo,
  type MouseEvent as ReactMouseEvent,
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
  viewBoxAttribute,
  viewedPitch,
} from "../canvas/pitch-geometry.ts";
import { metresPerPixelOf, visibleViewBox } from "../canvas/pitch-view.ts";
import type { DragOffset } from "../store/editor-state.ts";
import { shallowEqual, useEditor, useEditorStore } from "../store/editor-store.ts";
import { loadFingerTargeting } from "../tools/finger-targeting.ts";
import type { PointerTarget, ScreenPointerEvent } from "../tools/pointer-input.ts";
import type { ToolController } from "../tools/tool-controller.ts";
import { useDeferredModule } from "../../lib/deferred-module.ts";
import { inPlaceTextEditor, selectionOverlay } from "./deferred-parts.ts";
import { isInsideInPlaceEditor } from "./in-place-editor-marker.ts";
import type { InPlaceTextEditor } from "./in-place-text-editor.tsx";
import { useDisplayedPoses } from "./use-displayed-poses.ts";

/** A DOM pointer event as the controller takes it. */
function screenPointerOf(
  event: Pick<
    ReactPointerEvent,
    "pointerId" | "pointerType" | "button" | "clientX" | "clientY" | "shiftKey" | "timeStamp"
  >,
  target: PointerTarget,
): ScreenPointerEvent {
  return {
    pointerId: event.pointerId,
    pointerType: event.pointerType,
    button: event.button,
    clientX: event.clientX,
    clientY: event.clientY,
    isShift: event.shiftKey,
    target,
    timeStamp: event.timeStamp,
  };
}

/** What is drawn under the pointer: a handle, an object, or the pitch. */
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
  const { i18n } = useLingui();
  return objects.map((object) => (
    <ObjectShape
      key={object.id}
      object={object}
      pose={poses?.[object.id]}
      surface={surface}
      viewRotation={viewRotation}
      accessibleName={isNamed ? describeObject(i18n, object) : undefined}
    />
  ));
});

/** The in-place text editor while a text or a number is typed on the pitch; its code comes with the first edit. */
function TextFieldOnThePitch(props: ComponentProps<typeof InPlaceTextEditor>) {
  const isEditing = useEditor((state) => state.ui.textEdit !== null);
  const editor = useDeferredModule(inPlaceTextEditor, isEditing);
  return isEditing && editor ? <editor.InPlaceTextEditor {...props} /> : null;
}

/** Whether the page scrolls: then the wheel is the page's, and only Ctrl+wheel (a trackpad pinch) zooms. */
function isPageScrollable(): boolean {
  const page = document.scrollingElement ?? document.documentElement;
  return page.scrollHeight > page.clientHeight + 1 && getComputedStyle(page).overflowY !== "hidden";
}

/** The same array as last render while its items are the same, so a memoised child can skip. */
function useStableArray<T>(items: readonly T[]): readonly T[] {
  const previous = useRef(items);
  if (previous.current !== items && !shallowEqual(previous.current, items)) previous.current = items;
  return previous.current;
}

/**
 * The editor's pitch: it draws the layers and forwards pointer and wheel input to the tool controller,
 * which decides what it means (a tool's gesture, a pan, a pinch, a zoom).
 */
export function EditorCanvas({
  controller,
  label,
  playbackTimeMs,
}: {
  controller: ToolController;
  label: string;
  /** Set while the animation plays (or is scrubbed): objects are drawn at their animated poses. */
  playbackTimeMs: number | null;
}) {
  const { t, i18n } = useLingui();
  const diagram = useEditor((state) => state.diagram);
  const selection = useEditor((state) => state.ui.selection);
  // Drawn once something is selected; loaded with the editor's deferred parts, before the first press.
  const overlay = useDeferredModule(selectionOverlay, selection.length > 0);
  const frameIndex = useEditor((state) => state.ui.frameIndex);
  const tool = useEditor((state) => state.ui.tool);
  const gestureStart = useEditor((state) => state.gestureStart);
  const band = useEditor((state) => state.ui.band);
  // The same array for the whole drag: its offset changes on every move, this does not.
  const carriedIds = useEditor((state) => state.ui.drag?.carriedIds ?? null);
  const view = useEditor((state) => state.ui.view);
  const store = useEditorStore();
  const selectionStatusId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const carriedLayerRef = useRef<SVGSVGElement>(null);
  const carriedPitchRef = useRef<SVGGElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  // The view's pitch: the drawing's, turned to the window's shape. Everything drawn and every pointer
  // conversion below goes through it, so a finger lands where it is on a turned pitch too.
  const windowShape = useEditor((state) => state.ui.windowShape);
  const pitch = viewedPitch(diagram.pitch, windowShape);
  const viewBox = visibleViewBox(view, pitchViewBox(pitch));
  const metresPerPixel = metresPerPixelOf(size, viewBox);
  const poses = useDisplayedPoses(diagram, frameIndex, playbackTimeMs);
  const viewRotation = pitchViewRotation(pitch);

  useEffect(() => {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
    if (window.matchMedia?.("(any-pointer: coarse)").matches) loadFingerTargeting();
  }, []);

  // The controller reads pointer positions through the pitch's box as it is laid out now.
  useEffect(() => {
    controller.setViewport({ rect: () => svgRef.current?.getBoundingClientRect() ?? null });
    return () => controller.setViewport(null);
  }, [controller]);

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

  // A drag moves its layer here, outside React and without repainting: the UI state's drag offset, turned
  // from metres into screen pixels, becomes a CSS translation of the layer's own compositing layer on
  // every pointer move, and no component renders for it. The drop clears it in the same task as the
  // render that puts the objects at their new positions.
  useEffect(() => {
    let metresToScreen: DOMMatrix | null = null;
    let shown: DragOffset | null = null;
    const follow = () => {
      const offset = store.getState().ui.drag?.offset ?? null;
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
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS transform
      layer.style.transform = `translate(${a * offset.dx + c * offset.dy}px, ${b * offset.dx + d * offset.dy}px)`;
    };
    follow();
    return store.subscribe(follow);
  }, [store]);

  const isPlaying = playbackTimeMs !== null;

  // The wheel is the controller's to read; on a page that scrolls (the session builder) the plain wheel
  // stays the page's, so the page scrolls unless the controller took the turn.
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const onWheel = (event: WheelEvent) => {
      const isTaken = controller.wheel({
        clientX: event.clientX,
        clientY: event.clientY,
        deltaX: event.deltaX,
        deltaY: event.deltaY,
        deltaMode: event.deltaMode,
        isPinch: event.ctrlKey || event.metaKey,
        isShift: event.shiftKey,
        isPageScrollable,
      });
      if (isTaken) event.preventDefault();
    };
    wrapper.addEventListener("wheel", onWheel, { passive: false });
    return () => wrapper.removeEventListener("wheel", onWheel);
  }, [controller]);

  // The handlers sit on the wrapper so that presses on the handles of the top layer reach them too.
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    const wrapper = event.currentTarget;
    controller.canvasPointerDown(screenPointerOf(event, targetOf(event.target)), (outcome) => {
      wrapper.setPointerCapture(event.pointerId);
      if (outcome === "tools") svgRef.current?.focus({ preventScroll: true });
    });
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) =>
    controller.canvasPointerMove(screenPointerOf(event, { type: "pitch" }));
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) =>
    controller.canvasPointerUp(screenPointerOf(event, { type: "pitch" }));
  const onPointerCancel = (event: ReactPointerEvent<HTMLDivElement>) =>
    controller.canvasPointerCancel(screenPointerOf(event, { type: "pitch" }));
  // A double click types into the text, number or label under it (fingers' double taps: the controller).
  const onDoubleClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (isInsideInPlaceEditor(event.target)) return;
    controller.canvasDoubleClick(
      screenPointerOf({ ...event, pointerId: 0, pointerType: "mouse" }, targetOf(event.target)),
    );
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
    const next = nextObjectToSelect(state.diagram, state.ui.selection, event.shiftKey ? -1 : 1, {
      wraps: false,
    });
    if (!next) return;
    event.preventDefault();
    store.dispatch({ type: "setUi", patch: { selection: [next] } });
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
        if (event.pointerType !== "mouse") loadFingerTargeting();
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      // The middle button pans: no autoscroll, no paste. A press that has just opened a field on the
      // pitch (a placed text) keeps the focus in that field instead of taking it to the pitch.
      onMouseDown={(event) => {
        if (event.button === 1 || store.getState().ui.textEdit) event.preventDefault();
      }}
      onDoubleClick={onDoubleClick}
    >
      <svg
        ref={svgRef}
        role="application"
        aria-label={label}
        aria-roledescription={t({
          message: "pitch editor",
          context: "what a screen reader calls the pitch, in lower case",
        })}
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
        {isPlaying ? t`Animation playing` : describeSelection(i18n, diagram.objects, selection)}
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
