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
