import type { PitchPoint } from "./pointer-input.ts";

/** Distance from `point` to the segment from `a` to `b`, in the points' units. */
function distanceToSegment(point: PitchPoint, a: PitchPoint, b: PitchPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return Math.hypot(point.x - a.x, point.y - a.y);
  const t = Math.max(0, Math.min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared));
  return Math.hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy));
}

/**
 * Ramer–Douglas–Peucker: keeps the first and last points and, recursively, the point farthest from the
 * chord between them while it lies more than `tolerance` away. Iterative (an explicit stack), so a long
 * scribble cannot overflow the call stack.
 */
function ramerDouglasPeucker(points: readonly PitchPoint[], tolerance: number): PitchPoint[] {
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let farthestDistance = tolerance;
    for (let index = first + 1; index < last; index += 1) {
      const distance = distanceToSegment(points[index]!, points[first]!, points[last]!);
      if (distance > farthestDistance) {
        farthest = index;
        farthestDistance = distance;
      }
    }
    if (farthest === -1) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return points.filter((_, index) => keep[index] === 1);
}

/**
 * A freehand stroke reduced to the points its shape needs: consecutive repeats dropped, then
 * Ramer–Douglas–Peucker within `tolerance` (metres), loosened until at most `maxPoints` remain. The first
 * and last points always stay, so the mark starts and ends where the hand did. A stroke that never left
 * its first point comes back as that one point (too short to be a mark).
 */
export function simplifyStroke(
  points: readonly PitchPoint[],
  { tolerance, maxPoints }: { tolerance: number; maxPoints: number },
): PitchPoint[] {
  const distinct = points.filter(
    (point, index) => index === 0 || point.x !== points[index - 1]!.x || point.y !== points[index - 1]!.y,
  );
  if (distinct.length <= 2) return distinct;
  let limit = Math.max(tolerance, 1e-6);
  let simplified = ramerDouglasPeucker(distinct, limit);
  while (simplified.length > Math.max(2, maxPoints)) {
    limit *= 2;
    simplified = ramerDouglasPeucker(distinct, limit);
  }
  return simplified;
}
