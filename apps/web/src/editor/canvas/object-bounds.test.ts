import { CATALOGUE, createObject } from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import { objectBounds, unionBounds } from "./object-bounds.ts";

describe("objectBounds", () => {
  it("includes a line's control point, not just its ends", () => {
    const line = createObject("run", { x: 10, y: 10, props: { end: { x: 10, y: 0 }, control: { x: 5, y: 8 } } });
    const box = objectBounds(line);
    expect(box.minX).toBeLessThanOrEqual(10);
    expect(box.maxX).toBeGreaterThanOrEqual(20);
    expect(box.maxY).toBeGreaterThanOrEqual(18);
    expect(box.minY).toBeLessThanOrEqual(10);
  });

  it("rotates a line's points with the object", () => {
    const line = createObject("line", { x: 0, y: 0, rotation: 90, props: { end: { x: 10, y: 0 }, width: 0.2 } });
    const box = objectBounds(line);
    expect(box.maxY).toBeCloseTo(10.1, 6);
    expect(box.maxX).toBeCloseTo(0.1, 6);
  });

  it("uses the pose when given", () => {
    const cone = createObject("cone", { x: 5, y: 5 });
    const box = objectBounds(cone, { x: 50, y: 20, rotation: 0 });
    expect((box.minX + box.maxX) / 2).toBeCloseTo(50, 6);
    expect((box.minY + box.maxY) / 2).toBeCloseTo(20, 6);
  });

  it("sizes areas from their own size and rotation", () => {
    const area = createObject("rectangle", {
      x: 20,
      y: 10,
      rotation: 90,
      props: { width: 20, height: 10, border: "none" },
    });
    expect(objectBounds(area)).toEqual({ minX: 15, minY: 0, maxX: 25, maxY: 20 });
    const polygon = createObject("polygon", {
      x: 1,
      y: 1,
      props: {
        points: [
          { x: 0, y: 0 },
          { x: 4, y: 0 },
          { x: 2, y: 3 },
        ],
        border: "none",
      },
    });
    expect(objectBounds(polygon)).toEqual({ minX: 1, minY: 1, maxX: 5, maxY: 4 });
  });

  it("sizes equipment from the catalogue and its scale", () => {
    const goal = createObject("goal", { x: 0, y: 0, props: { scale: 2 } });
    const box = objectBounds(goal);
    expect(box.maxX - box.minX).toBeCloseTo(7.32 * 2, 6);
    expect(box.maxY - box.minY).toBeCloseTo(4, 6);
  });

  it("gives a finite, non-empty box for every catalogue kind", () => {
    for (const { kind } of CATALOGUE) {
      const box = objectBounds(createObject(kind, { x: 10, y: 10 }));
      expect(Number.isFinite(box.minX + box.minY + box.maxX + box.maxY), kind).toBe(true);
      expect(box.maxX, kind).toBeGreaterThan(box.minX);
      expect(box.maxY, kind).toBeGreaterThan(box.minY);
    }
  });

  it("unions boxes", () => {
    expect(unionBounds([])).toBeUndefined();
    expect(
      unionBounds([
        { minX: 0, minY: 1, maxX: 2, maxY: 3 },
        { minX: -1, minY: 2, maxX: 1, maxY: 5 },
      ]),
    ).toEqual({ minX: -1, minY: 1, maxX: 2, maxY: 5 });
  });
});

describe("objectBounds at a token scale", () => {
  it("grows tokens about their anchor and leaves lines, areas and full-size goals true to size", () => {
    const player = createObject("player", { x: 10, y: 10 });
    expect(objectBounds(player, undefined, 0, 1.5)).toEqual({ minX: 8.5, minY: 8.5, maxX: 11.5, maxY: 11.5 });
    const cone = createObject("cone", { x: 0, y: 0 });
    const coneBox = objectBounds(cone, undefined, 0, 2);
    expect(coneBox.maxX - coneBox.minX).toBeCloseTo(0.9 * 2, 6);
    const line = createObject("line", { x: 0, y: 0, props: { end: { x: 10, y: 0 } } });
    expect(objectBounds(line, undefined, 0, 2)).toEqual(objectBounds(line));
    const goal = createObject("goal", { x: 0, y: 0 });
    expect(objectBounds(goal, undefined, 0, 2)).toEqual(objectBounds(goal));
  });
});
