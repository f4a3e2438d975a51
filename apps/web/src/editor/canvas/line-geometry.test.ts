import { createObject } from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import { fittedDashArray, lineGeometry } from "./line-geometry.ts";

describe("lineGeometry", () => {
  it("draws a head per arrow end and stops the shaft inside the head", () => {
    const pass = createObject("pass", {
      x: 0,
      y: 0,
      props: { end: { x: 10, y: 0 }, arrowStart: true, arrowEnd: true },
    });
    const geometry = lineGeometry(pass);
    expect(geometry.heads).toHaveLength(2);
    expect(geometry.length).toBeCloseTo(10, 6);
    expect(geometry.shaftLength).toBeLessThan(10);
    expect(geometry.centre).toBe("M0 0L10 0");
  });

  it("draws a plain line without heads, full length", () => {
    const line = createObject("line", { x: 0, y: 0, props: { end: { x: 6, y: 8 } } });
    const geometry = lineGeometry(line);
    expect(geometry.heads).toHaveLength(0);
    expect(geometry.shaftLength).toBeCloseTo(10, 6);
  });

  it("curves through the control point's pull with a quadratic", () => {
    const run = createObject("run", { x: 0, y: 0, props: { end: { x: 10, y: 0 }, control: { x: 5, y: 6 } } });
    const geometry = lineGeometry(run);
    expect(geometry.centre).toBe("M0 0Q5 6 10 0");
    expect(geometry.stroke).toMatch(/^M[\d.]+ [\d.]+Q/);
    expect(geometry.length).toBeGreaterThan(10);
  });

  it("waves a dribble from side to side of the line", () => {
    const dribble = createObject("dribble", { x: 0, y: 0, props: { end: { x: 20, y: 0 } } });
    const ys = [...lineGeometry(dribble).stroke.matchAll(/[ML]([-\d.]+) ([-\d.]+)/g)].map((match) => Number(match[2]));
    expect(Math.max(...ys)).toBeGreaterThan(0.3);
    expect(Math.min(...ys)).toBeLessThan(-0.3);
    expect(ys[0]).toBeCloseTo(0, 6);
  });
});

describe("fittedDashArray", () => {
  it("fits whole dashes into the shaft", () => {
    const [dash, gap] = fittedDashArray(10, 0.25).split(" ").map(Number) as [number, number];
    const count = Math.round((10 + gap) / (dash + gap));
    expect(count * dash + (count - 1) * gap).toBeCloseTo(10, 2);
  });
});
