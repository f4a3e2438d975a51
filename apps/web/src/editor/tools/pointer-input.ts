/** A point on the pitch in metres (stored, horizontal coordinates). */
export interface PitchPoint {
  x: number;
  y: number;
}

export type HandleKind = "rotate" | "resize" | "line-start" | "line-end" | "line-control";

/** What the pointer went down on, as the canvas found it under the pointer. */
export type PointerTarget =
  { type: "pitch" } | { type: "object"; id: string } | { type: "handle"; id: string; handle: HandleKind };

export interface PitchPointerEvent {
  point: PitchPoint;
  target: PointerTarget;
  isShift: boolean;
  /** How many metres one screen pixel covers at the current zoom, for pixel-sized thresholds. */
  metresPerPixel: number;
}

/** A point on the screen in CSS pixels (client coordinates). */
export interface ScreenPoint {
  x: number;
  y: number;
}

/**
 * A pointer event on the canvas as the browser reports it, in screen pixels: what the canvas forwards to
 * the tool controller, which turns it into a view gesture or a `PitchPointerEvent` for the tools.
 */
export interface ScreenPointerEvent {
  pointerId: number;
  /** "mouse", "pen" or "touch". */
  pointerType: string;
  /** 0 the main button (the tools), 1 the middle one (pans). */
  button: number;
  clientX: number;
  clientY: number;
  isShift: boolean;
  /** What is drawn exactly under the pointer (fingers and pens then reach for the nearest object). */
  target: PointerTarget;
  /** The event's time in milliseconds, for double taps. */
  timeStamp: number;
}

/** A wheel turn (or a trackpad swipe or pinch) over the canvas. */
export interface ScreenWheelEvent {
  clientX: number;
  clientY: number;
  deltaX: number;
  deltaY: number;
  /** 0 pixels, 1 lines, 2 pages (the DOM's `deltaMode`). */
  deltaMode: number;
  /** Ctrl or Cmd held: a trackpad pinch arrives so, and so does a zoom on a page that scrolls. */
  isPinch: boolean;
  isShift: boolean;
  /** Whether the page itself scrolls (then the plain wheel is the page's); asked only when it matters. */
  isPageScrollable(): boolean;
}

export interface Rect {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function rectFromPoints(a: PitchPoint, b: PitchPoint): Rect {
  return { minX: Math.min(a.x, b.x), minY: Math.min(a.y, b.y), maxX: Math.max(a.x, b.x), maxY: Math.max(a.y, b.y) };
}

export function rectsIntersect(a: Rect, b: Rect): boolean {
  return a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;
}

export function snapToGrid(point: PitchPoint, gridSize: number): PitchPoint {
  return { x: Math.round(point.x / gridSize) * gridSize, y: Math.round(point.y / gridSize) * gridSize };
}
