import { type DiagramObject, objectsInOrder, type Pitch, type Pose } from "@touchline/diagram";
import { memo, type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from "react";
import { splitMovingObjects } from "../canvas/moving-objects.ts";
import { ObjectShape } from "../canvas/object-shape.tsx";
import { PitchBackground } from "../canvas/pitch-background.tsx";
import {
  pitchTransform,
  pitchViewBox,
  pitchViewRotation,
  toPitchPoint,
  viewBoxAttribute,
} from "../canvas/pitch-geometry.ts";
import type { DragOffset } from "../store/editor-state.ts";
import { shallowEqual, useEditor, useEditorStore } from "../store/editor-store.ts";
import type { PitchPoint, PitchPointerEvent, PointerTarget } from "../tools/pointer-input.ts";
import type { ToolController } from "../tools/tool-controller.ts";
import { SelectionOverlay } from "./selection-overlay.tsx";
import { useDisplayedPoses } from "./use-displayed-poses.ts";

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
}

/** A run of shapes; memoised so that, during a drag, the hundreds at rest are not even compared again. */
const ObjectLayer = memo(function ObjectLayer({ objects, poses, surface, viewRotation }: ObjectLayerProps) {
  return objects.map((object) => (
    <ObjectShape
      key={object.id}
      object={object}
      pose={poses?.[object.id]}
      surface={surface}
      viewRotation={viewRotation}
    />
  ));
});

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
  const frameIndex = useEditor((state) => state.session.frameIndex);
  const tool = useEditor((state) => state.session.tool);
  const gestureStart = useEditor((state) => state.gestureStart);
  const band = useEditor((state) => state.session.band);
  // The same array for the whole drag: its offset changes on every move, this does not.
  const carriedIds = useEditor((state) => state.session.drag?.carriedIds ?? null);
  const store = useEditorStore();
  const svgRef = useRef<SVGSVGElement>(null);
  const carriedLayerRef = useRef<SVGSVGElement>(null);
  const carriedPitchRef = useRef<SVGGElement>(null);
  const [metresPerPixel, setMetresPerPixel] = useState(0.1);
  const { pitch } = diagram;
  const viewBox = pitchViewBox(pitch);
  const poses = useDisplayedPoses(diagram, frameIndex, playbackTimeMs);
  const viewRotation = pitchViewRotation(pitch);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const measure = () => {
      const width = svg.getBoundingClientRect().width;
      if (width > 0)
        setMetresPerPixel(Math.max(viewBox.width / width, viewBox.height / svg.getBoundingClientRect().height || 0));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    return () => observer.disconnect();
  }, [viewBox.width, viewBox.height]);

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

  const clientToPitch = (clientX: number, clientY: number): PitchPoint | null => {
    const svg = svgRef.current;
    const matrix = svg?.getScreenCTM();
    if (!svg || !matrix) return null;
    const viewPoint = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return toPitchPoint(pitch, { x: viewPoint.x, y: viewPoint.y });
  };
  viewportRef.current = {
    clientToPitch,
    containsClientPoint(clientX, clientY) {
      const rect = svgRef.current?.getBoundingClientRect();
      return !!rect && clientX >= rect.left && clientX <= rect.right && clientY >= rect.top && clientY <= rect.bottom;
    },
  };

  const toEvent = (event: ReactPointerEvent, target: PointerTarget): PitchPointerEvent | null => {
    const point = clientToPitch(event.clientX, event.clientY);
    return point ? { point, target, isShift: event.shiftKey, metresPerPixel } : null;
  };

  // The handlers sit on the wrapper so that presses on the handles of the top layer reach them too.
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const pitchEvent = toEvent(event, targetOf(event.target));
    if (!pitchEvent) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    svgRef.current?.focus({ preventScroll: true });
    controller.pointerDown(pitchEvent);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const pitchEvent = toEvent(event, { type: "pitch" });
    if (pitchEvent) controller.pointerMove(pitchEvent);
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const pitchEvent = toEvent(event, { type: "pitch" });
    if (pitchEvent) controller.pointerUp(pitchEvent);
  };

  const { resting, carried, moving } = splitMovingObjects(
    objectsInOrder(diagram).filter((object) => !object.hidden),
    gestureStart,
    selection,
    carriedIds,
  );
  const isPlaying = playbackTimeMs !== null;
  const carriedSet = new Set(carriedIds);
  const selectionOverlay = (ids: readonly string[]) =>
    isPlaying ? null : (
      <SelectionOverlay
        diagram={diagram}
        selection={ids}
        showHandles={selection.length === 1}
        poses={poses}
        metresPerPixel={metresPerPixel}
        viewRotation={viewRotation}
      />
    );
  const stableResting = useStableArray(resting);
  return (
    <div
      className="relative h-full w-full touch-none select-none"
      style={{ cursor: tool.kind === "place" ? "crosshair" : "default" }}
      onPointerDown={isPlaying ? undefined : onPointerDown}
      onPointerMove={isPlaying ? undefined : onPointerMove}
      onPointerUp={isPlaying ? undefined : onPointerUp}
      onPointerCancel={() => controller.cancel()}
    >
      <svg
        ref={svgRef}
        role="application"
        aria-label={label}
        aria-roledescription="pitch editor"
        tabIndex={0}
        viewBox={viewBoxAttribute(viewBox)}
        className="block h-full w-full rounded-xl outline-none focus-visible:ring-4 focus-visible:ring-brand-500/60"
      >
        <g transform={pitchTransform(pitch)}>
          <PitchBackground pitch={pitch} />
          <ObjectLayer objects={stableResting} poses={poses} surface={pitch.surface} viewRotation={viewRotation} />
        </g>
      </svg>
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
          {selectionOverlay(selection.filter((id) => !carriedSet.has(id)))}
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
          {selectionOverlay(selection.filter((id) => carriedSet.has(id)))}
        </g>
      </svg>
    </div>
  );
}
