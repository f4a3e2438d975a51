import { FIT_VIEW, type PitchView } from "../store/editor-state.ts";
import type { PitchPoint, ViewBox } from "./pitch-geometry.ts";

/*
 * Zoom and pan change what part of the pitch the canvas shows, never the diagram: the canvas's viewBox
 * becomes the visible part of the pitch's view box, so everything drawn keeps its place in metres. The
 * view is UI state (never saved, never undone). Zoom 1 shows the whole pitch, scaled to fit.
 */

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
/** How much one press of Zoom in or Zoom out changes the zoom. */
export const ZOOM_STEP = 1.5;

/** A box on the screen, in CSS pixels (a DOMRect will do). */
export interface ScreenRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const clampZoom = (zoom: number) => (Number.isFinite(zoom) ? clamp(zoom, MIN_ZOOM, MAX_ZOOM) : MIN_ZOOM);

/** The part of the pitch's view box the canvas shows: 1/zoom of it, around the centre, never beyond its edges. */
export function visibleViewBox(view: PitchView, box: ViewBox): ViewBox {
  const zoom = clampZoom(view.zoom);
  const width = box.width / zoom;
  const height = box.height / zoom;
  const centreX = view.centre?.x ?? box.minX + box.width / 2;
  const centreY = view.centre?.y ?? box.minY + box.height / 2;
  return {
    minX: clamp(centreX - width / 2, box.minX, box.minX + box.width - width),
    minY: clamp(centreY - height / 2, box.minY, box.minY + box.height - height),
    width,
    height,
  };
}

/** The view as it will be shown: zoom within its limits, the centre where the visible box's centre is. */
function settle(view: PitchView, box: ViewBox): PitchView {
  const zoom = clampZoom(view.zoom);
  if (zoom === MIN_ZOOM) return FIT_VIEW;
  const visible = visibleViewBox(view, box);
  return { zoom, centre: { x: visible.minX + visible.width / 2, y: visible.minY + visible.height / 2 } };
}

function isSameView(a: PitchView, b: PitchView): boolean {
  return a.zoom === b.zoom && a.centre?.x === b.centre?.x && a.centre?.y === b.centre?.y;
}

/**
 * Zooms by `factor` around `anchor` (view metres; the middle of what is shown by default): the point
 * under the anchor stays where it is on the screen. Returns `view` itself when nothing changes.
 */
export function zoomView(view: PitchView, box: ViewBox, factor: number, anchor?: PitchPoint): PitchView {
  const from = clampZoom(view.zoom);
  const to = clampZoom(from * factor);
  const visible = visibleViewBox(view, box);
  const centre = { x: visible.minX + visible.width / 2, y: visible.minY + visible.height / 2 };
  const fixed = anchor ?? centre;
  const next = settle(
    {
      zoom: to,
      centre: {
        x: fixed.x + (centre.x - fixed.x) * (from / to),
        y: fixed.y + (centre.y - fixed.y) * (from / to),
      },
    },
    box,
  );
  return isSameView(next, view) ? view : next;
}

/** Moves what is shown by `dx`, `dy` view metres (positive: towards larger x and y). Returns `view` when nothing changes. */
export function panView(view: PitchView, box: ViewBox, dx: number, dy: number): PitchView {
  const visible = visibleViewBox(view, box);
  const next = settle(
    {
      zoom: view.zoom,
      centre: { x: visible.minX + visible.width / 2 + dx, y: visible.minY + visible.height / 2 + dy },
    },
    box,
  );
  return isSameView(next, view) ? view : next;
}

/**
 * Where `visible` lands in an element of `rect`'s size: the SVG default, scaled to fit and centred
 * (preserveAspectRatio "xMidYMid meet"). Returns the scale (pixels a metre) and the offset of its origin.
 */
function placement(rect: ScreenRect, visible: ViewBox) {
  const scale = Math.min(rect.width / visible.width, rect.height / visible.height);
  return {
    scale,
    left: rect.left + (rect.width - visible.width * scale) / 2,
    top: rect.top + (rect.height - visible.height * scale) / 2,
  };
}

/** The view point (metres) under a screen point, for a canvas of `rect` showing `visible`. */
export function screenToView(rect: ScreenRect, visible: ViewBox, clientX: number, clientY: number): PitchPoint {
  const { scale, left, top } = placement(rect, visible);
  return { x: visible.minX + (clientX - left) / scale, y: visible.minY + (clientY - top) / scale };
}

/** How many metres one screen pixel covers, for a canvas of `rect` showing `visible`. */
export function metresPerPixelOf(rect: Pick<ScreenRect, "width" | "height">, visible: ViewBox): number {
  if (rect.width <= 0 || rect.height <= 0) return 0.1;
  // Read one by one: a DOMRect's sizes are getters, which a spread would not copy.
  return 1 / placement({ left: 0, top: 0, width: rect.width, height: rect.height }, visible).scale;
}

/** The screen point (CSS pixels) where a view point is drawn: the inverse of `screenToView`. */
export function viewToScreen(rect: ScreenRect, visible: ViewBox, point: PitchPoint): { x: number; y: number } {
  const { scale, left, top } = placement(rect, visible);
  return { x: left + (point.x - visible.minX) * scale, y: top + (point.y - visible.minY) * scale };
}
