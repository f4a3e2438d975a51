import { describe, expect, it } from "vitest";
import {
  applyToPoint,
  isTranslateScale,
  multiply,
  parseTransform,
  similarityScale,
  transformPath,
  transformPoints,
} from "./svg-geometry.ts";

const close = (actual: readonly number[], expected: readonly number[]) =>
  actual.forEach((value, index) => expect(value).toBeCloseTo(expected[index] as number, 9));

describe("parseTransform", () => {
  it("composes a transform list left to right, as SVG does", () => {
    // Rotate first, then translate: (1, 0) → (0, 1) → (10, 6).
    close(applyToPoint(parseTransform("translate(10 5) rotate(90)"), 1, 0), [10, 6]);
    close(parseTransform("matrix(-1 0 0 1 105 34)"), [-1, 0, 0, 1, 105, 34]);
    close(applyToPoint(parseTransform("rotate(90 5 5)"), 10, 5), [5, 10]);
    close(applyToPoint(parseTransform("scale(2) translate(1,1)"), 0, 0), [2, 2]);
    close(parseTransform(null), [1, 0, 0, 1, 0, 0]);
  });

  it("tells similarities (rotate, mirror, uniform scale) from skews and stretches", () => {
    expect(similarityScale(parseTransform("translate(0 68) rotate(-90)"))).toBeCloseTo(1);
    expect(similarityScale(parseTransform("matrix(0 1 1 0 20 0)"))).toBeCloseTo(1);
    expect(similarityScale(parseTransform("scale(3) rotate(30)"))).toBeCloseTo(3);
    expect(similarityScale(parseTransform("scale(2 1)"))).toBeNull();
    expect(similarityScale(parseTransform("skewX(20)"))).toBeNull();
    expect(isTranslateScale(parseTransform("translate(4 5) scale(2)"))).toBe(true);
    expect(isTranslateScale(parseTransform("rotate(180)"))).toBe(false);
    close(multiply(parseTransform("translate(1 2)"), parseTransform("translate(3 4)")), [1, 0, 0, 1, 4, 6]);
  });
});

describe("transformPath", () => {
  it("turns relative and H/V commands into absolute, transformed points", () => {
    expect(transformPath("M1 1h2v3H0z", parseTransform("translate(10 20)"))).toBe("M11 21L13 21L13 24L10 24Z");
    // After a relative moveto, further pairs are relative linetos.
    expect(transformPath("m1 1 2 0 0 2", parseTransform("scale(2)"))).toBe("M2 2L6 2L6 6");
    expect(transformPath("M0 0Q1 1 2 0T4 0C5 1 6 1 7 0S9 -1 10 0", parseTransform("translate(1 0)"))).toBe(
      "M1 0Q2 1 3 0T5 0C6 1 7 1 8 0S10 -1 11 0",
    );
  });

  it("keeps arcs round: radii scale, the axis turns and a mirror flips the sweep", () => {
    expect(transformPath("M0 0A2 1 0 0 1 4 0", parseTransform("rotate(90)"))).toBe("M0 0A2 1 90 0 1 0 4");
    expect(transformPath("M0 0A2 2 0 1 1 4 0", parseTransform("matrix(-1 0 0 1 10 0)"))).toBe("M10 0A2 2 180 1 0 6 0");
    expect(transformPath("M0 0a1 1 0 0 0 2 0", parseTransform("scale(3)"))).toBe("M0 0A3 3 0 0 0 6 0");
  });

  it("refuses what it cannot bake, so the caller keeps a matrix group", () => {
    expect(transformPath("M0 0L1 1", parseTransform("skewX(30)"))).toBeNull();
    expect(transformPath("L1 1", parseTransform("translate(1 1)"))).toBeNull();
    expect(transformPath("M0 0L1", parseTransform("translate(1 1)"))).toBeNull();
  });

  it("moves polygon points", () => {
    expect(transformPoints("0,0 10,0 5,8", parseTransform("translate(1 2)"))).toBe("1,2 11,2 6,10");
    expect(transformPoints("0,0 1", parseTransform("translate(1 2)"))).toBeNull();
  });
});
