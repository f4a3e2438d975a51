import { describe, expect, it } from "vitest";
import { simplifyStroke } from "./simplify-stroke.ts";

type Point = { x: number; y: number };

function distanceToPolyline(point: Point, line: readonly Point[]): number {
  let best = Infinity;
  for (let index = 1; index < line.length; index += 1) {
    const a = line[index - 1]!;
    const b = line[index]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const t = Math.max(0, Math.min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy)));
  }
  return best;
}

describe("simplifyStroke", () => {
  it("reduces a straight stroke to its two ends", () => {
    const points = Array.from({ length: 50 }, (_, index) => ({ x: index * 0.2, y: 3 }));
    expect(simplifyStroke(points, { tolerance: 0.1, maxPoints: 400 })).toEqual([
      { x: 0, y: 3 },
      { x: 49 * 0.2, y: 3 },
    ]);
  });

  it("keeps the corner of an L and drops the points along its legs", () => {
    const down = Array.from({ length: 20 }, (_, index) => ({ x: 0, y: index * 0.5 }));
    const across = Array.from({ length: 20 }, (_, index) => ({ x: (index + 1) * 0.5, y: 9.5 }));
    expect(simplifyStroke([...down, ...across], { tolerance: 0.1, maxPoints: 400 })).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 9.5 },
      { x: 10, y: 9.5 },
    ]);
  });

  it("keeps a curve within the tolerance of the drawn points", () => {
    const points = Array.from({ length: 200 }, (_, index) => {
      const angle = (index / 199) * Math.PI;
      return { x: 10 * Math.cos(angle), y: 10 * Math.sin(angle) };
    });
    const simplified = simplifyStroke(points, { tolerance: 0.1, maxPoints: 400 });
    expect(simplified.length).toBeLessThan(40);
    expect(simplified.length).toBeGreaterThan(5);
    expect(simplified[0]).toEqual(points[0]);
    expect(simplified.at(-1)).toEqual(points.at(-1));
    for (const point of simplified) expect(points).toContainEqual(point);
    // No drawn point lies farther than the tolerance from the simplified line.
    for (const point of points) expect(distanceToPolyline(point, simplified)).toBeLessThanOrEqual(0.1 + 1e-9);
  });

  it("loosens the tolerance until a long scribble fits the point limit", () => {
    // Three times the limit: the pen simplifies in place each time a stroke passes it, so none grows longer.
    const points = Array.from({ length: 1200 }, (_, index) => ({ x: index * 0.05, y: (index % 2) * 2 }));
    const simplified = simplifyStroke(points, { tolerance: 0.05, maxPoints: 400 });
    expect(simplified.length).toBeLessThanOrEqual(400);
    expect(simplified[0]).toEqual(points[0]);
    expect(simplified.at(-1)).toEqual(points.at(-1));
  });

  it("drops repeated points, leaving a stroke that never moved as one point", () => {
    expect(
      simplifyStroke(
        [
          { x: 1, y: 1 },
          { x: 1, y: 1 },
          { x: 1, y: 1 },
        ],
        { tolerance: 0.1, maxPoints: 400 },
      ),
    ).toEqual([{ x: 1, y: 1 }]);
  });
});
