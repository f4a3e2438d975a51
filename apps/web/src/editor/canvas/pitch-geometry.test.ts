import { createDiagram, type Pitch } from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import {
  pitchTransform,
  pitchViewBox,
  pitchViewRotation,
  toPitchDelta,
  toPitchPoint,
  toViewPoint,
  viewedPitch,
  viewPitchOf,
} from "./pitch-geometry.ts";

const horizontal: Pitch = createDiagram().pitch;
const vertical: Pitch = { ...horizontal, orientation: "vertical" };

/** Applies an SVG transform list of translate/rotate, the way the browser does (rightmost first). */
function applyTransform(transform: string | undefined, point: { x: number; y: number }) {
  const operations = [...(transform ?? "").matchAll(/(translate|rotate)\(([^)]*)\)/g)].reverse();
  return operations.reduce((p, [, name, args]) => {
    const values = (args ?? "").split(/[\s,]+/).map(Number);
    if (name === "translate") return { x: p.x + (values[0] ?? 0), y: p.y + (values[1] ?? 0) };
    const radians = ((values[0] ?? 0) * Math.PI) / 180;
    return {
      x: p.x * Math.cos(radians) - p.y * Math.sin(radians),
      y: p.x * Math.sin(radians) + p.y * Math.cos(radians),
    };
  }, point);
}

describe("pitchViewBox", () => {
  it("adds the margin around a horizontal pitch", () => {
    expect(pitchViewBox(horizontal)).toEqual({ minX: -3, minY: -3, width: 111, height: 74 });
    expect(pitchViewBox(horizontal, 0)).toEqual({ minX: 0, minY: 0, width: 105, height: 68 });
  });

  it("swaps width and height for a vertical pitch", () => {
    expect(pitchViewBox(vertical)).toEqual({ minX: -3, minY: -3, width: 74, height: 111 });
  });
});

describe("view and pitch points", () => {
  const samples = [
    { x: 0, y: 0 },
    { x: 105, y: 68 },
    { x: 11, y: 34 },
    { x: -2.5, y: 70.25 },
  ];

  it.each([
    ["horizontal", horizontal],
    ["vertical", vertical],
  ] as const)("round-trips on a %s pitch", (_name, pitch) => {
    for (const point of samples) {
      const view = toViewPoint(pitch, point);
      const back = toPitchPoint(pitch, view);
      expect(back.x).toBeCloseTo(point.x, 9);
      expect(back.y).toBeCloseTo(point.y, 9);
    }
  });

  it.each([
    ["horizontal", horizontal],
    ["vertical", vertical],
  ] as const)("agrees with pitchTransform on a %s pitch", (_name, pitch) => {
    for (const point of samples) {
      const expected = applyTransform(pitchTransform(pitch), point);
      const view = toViewPoint(pitch, point);
      expect(view.x).toBeCloseTo(expected.x, 9);
      expect(view.y).toBeCloseTo(expected.y, 9);
    }
  });

  it("puts the whole vertical pitch inside its viewBox with home attacking up the screen", () => {
    const box = pitchViewBox(vertical, 0);
    for (const corner of [
      { x: 0, y: 0 },
      { x: 105, y: 0 },
      { x: 0, y: 68 },
      { x: 105, y: 68 },
    ]) {
      const view = toViewPoint(vertical, corner);
      expect(view.x).toBeGreaterThanOrEqual(box.minX);
      expect(view.x).toBeLessThanOrEqual(box.minX + box.width);
      expect(view.y).toBeGreaterThanOrEqual(box.minY);
      expect(view.y).toBeLessThanOrEqual(box.minY + box.height);
    }
    // The home goal (x = 0) is at the bottom, the away goal (x = 105) at the top.
    expect(toViewPoint(vertical, { x: 0, y: 34 }).y).toBeGreaterThan(toViewPoint(vertical, { x: 105, y: 34 }).y);
    expect(pitchViewRotation(vertical)).toBe(-90);
    expect(pitchViewRotation(horizontal)).toBe(0);
    expect(pitchTransform(horizontal)).toBeUndefined();
  });

  it("converts drag deltas without the translation", () => {
    const from = { x: 10, y: 20 };
    const to = { x: 13, y: 16 };
    const a = toPitchPoint(vertical, from);
    const b = toPitchPoint(vertical, to);
    expect(toPitchDelta(vertical, { x: to.x - from.x, y: to.y - from.y })).toEqual({ x: b.x - a.x, y: b.y - a.y });
    expect(toPitchDelta(horizontal, { x: 3, y: -4 })).toEqual({ x: 3, y: -4 });
  });
});

describe("viewedPitch (the pitch turned to the window's shape)", () => {
  const full = { length: 105, width: 68, orientation: "horizontal" as const };
  const half = { length: 52.5, width: 68, orientation: "horizontal" as const };

  it("turns a wide pitch upright on a portrait window, as the same object each time, and leaves it alone otherwise", () => {
    const upright = viewedPitch(full, "portrait");
    expect(upright).toEqual({ ...full, orientation: "vertical" });
    expect(viewedPitch(full, "portrait")).toBe(upright);
    expect(viewedPitch(full, "landscape")).toBe(full);
    expect(viewedPitch(full, null)).toBe(full);
    expect(full.orientation).toBe("horizontal");
  });

  it("lays a half pitch (taller than wide) down on a landscape window, and keeps it on a portrait one", () => {
    expect(viewedPitch(half, "landscape")).toEqual({ ...half, orientation: "vertical" });
    expect(viewedPitch(half, "portrait")).toBe(half);
  });

  it("keeps a pitch stored vertical as the coach chose it", () => {
    const vertical = { ...full, orientation: "vertical" as const };
    expect(viewedPitch(vertical, "portrait")).toBe(vertical);
    expect(viewedPitch(vertical, "landscape")).toBe(vertical);
  });

  it("a pointer on the turned view lands on the stored point it shows", () => {
    const upright = viewedPitch(full, "portrait");
    // The home goal (x = 0) is at the bottom of the upright view, the left touchline (y = 0) on the left.
    expect(toPitchPoint(upright, { x: 0, y: 105 })).toEqual({ x: 0, y: 0 });
    expect(toViewPoint(upright, { x: 105, y: 68 })).toEqual({ x: 68, y: 0 });
    expect(viewPitchOf({ diagram: { pitch: full }, ui: { windowShape: "portrait" } })).toBe(upright);
  });
});
