import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import {
  formatDimensions,
  formatSize,
  METRES_PER_YARD,
  metresFrom,
  metresTo,
  readableEdgeRotation,
  unitSymbol,
} from "./size-labels.ts";

describe("size units", () => {
  it("converts metres to yards at 0.9144 m a yard and leaves metres alone", () => {
    expect(metresTo("yards", METRES_PER_YARD)).toBeCloseTo(1, 12);
    expect(metresTo("yards", 91.44)).toBeCloseTo(100, 12);
    expect(metresTo("metres", 40)).toBe(40);
  });

  it("turns a size typed in the coach's unit back into the metres the diagram stores", () => {
    expect(metresFrom("yards", 44)).toBeCloseTo(40.2336, 10);
    expect(metresFrom("metres", 40)).toBe(40);
    expect(metresFrom("yards", metresTo("yards", 37.5))).toBeCloseTo(37.5, 10);
    expect(unitSymbol("metres")).toBe("m");
    expect(unitSymbol("yards")).toBe("yd");
  });

  it("writes whole units: 40 m is 44 yd and 30 m is 33 yd", () => {
    expect(formatSize(40, "metres", i18n)).toBe("40 m");
    expect(formatSize(30, "metres", i18n)).toBe("30 m");
    expect(formatSize(40, "yards", i18n)).toBe("44 yd");
    expect(formatSize(30, "yards", i18n)).toBe("33 yd");
    expect(formatSize(105, "yards", i18n)).toBe("115 yd");
    expect(formatSize(68, "yards", i18n)).toBe("74 yd");
  });

  it("rounds to the nearest unit, halves up", () => {
    expect(formatSize(39.6, "metres", i18n)).toBe("40 m");
    expect(formatSize(12.5, "metres", i18n)).toBe("13 m");
    expect(formatSize(12.49, "metres", i18n)).toBe("12 m");
    expect(formatSize(52.5, "metres", i18n)).toBe("53 m");
  });

  it("keeps a tenth under one unit, so nothing reads 0", () => {
    expect(formatSize(0.1, "metres", i18n)).toBe("0.1 m");
    expect(formatSize(0.5, "metres", i18n)).toBe("0.5 m");
    expect(formatSize(0.5, "yards", i18n)).toBe("0.5 yd");
    expect(formatSize(0.96, "metres", i18n)).toBe("1 m");
  });

  it("writes both sizes of an area in one phrase", () => {
    expect(formatDimensions(40, 30, "metres", i18n)).toBe("40 × 30 m");
    expect(formatDimensions(40, 30, "yards", i18n)).toBe("44 × 33 yd");
  });
});

describe("edge labels stay readable", () => {
  it("keeps a label as it runs when it reads left to right or up the screen", () => {
    expect(readableEdgeRotation(0, 0)).toBe(0);
    expect(readableEdgeRotation(-90, 0)).toBe(-90);
    expect(readableEdgeRotation(0, -90)).toBe(0);
    expect(readableEdgeRotation(0, 45)).toBe(0);
  });

  it("turns a label that would read upside down", () => {
    expect(readableEdgeRotation(0, 180)).toBe(180);
    expect(readableEdgeRotation(0, 135)).toBe(180);
    expect(readableEdgeRotation(-90, -90)).toBe(90);
    expect(readableEdgeRotation(-90, 270)).toBe(90);
  });
});
