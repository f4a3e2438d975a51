import { describe, expect, it } from "vitest";
import { FIT_VIEW } from "../store/editor-state.ts";
import type { ViewBox } from "./pitch-geometry.ts";
import {
  MAX_ZOOM,
  metresPerPixelOf,
  panView,
  screenToView,
  visibleViewBox,
  zoomView,
  ZOOM_STEP,
} from "./pitch-view.ts";

/** A full pitch with its 3 m margin: 111 × 74 view metres from (−3, −3). */
const box: ViewBox = { minX: -3, minY: -3, width: 111, height: 74 };
/** A canvas of the pitch's shape, 10 px a metre at zoom 1. */
const rect = { left: 100, top: 50, width: 1110, height: 740 };

describe("the pitch view (zoom and pan)", () => {
  it("at zoom 1 shows the whole pitch, wherever its centre was left", () => {
    expect(visibleViewBox(FIT_VIEW, box)).toEqual(box);
    expect(visibleViewBox({ zoom: 1, centre: { x: 90, y: 5 } }, box)).toEqual(box);
  });

  it("zooming in shows 1/zoom of the pitch and keeps the point under the anchor where it was on the screen", () => {
    const anchor = screenToView(rect, box, 100 + 300, 50 + 200);
    expect(anchor).toEqual({ x: 27, y: 17 });
    const zoomed = zoomView(FIT_VIEW, box, 2, anchor);
    const visible = visibleViewBox(zoomed, box);
    expect(visible.width).toBeCloseTo(55.5);
    expect(visible.height).toBeCloseTo(37);
    const after = screenToView(rect, visible, 100 + 300, 50 + 200);
    expect(after.x).toBeCloseTo(27);
    expect(after.y).toBeCloseTo(17);
    expect(metresPerPixelOf(rect, visible)).toBeCloseTo(0.05);
  });

  it("without an anchor zooms around the middle of what is shown", () => {
    const zoomed = zoomView(FIT_VIEW, box, ZOOM_STEP);
    expect(zoomed.zoom).toBe(ZOOM_STEP);
    expect(zoomed.centre).toEqual({ x: 52.5, y: 34 });
  });

  it("never shows beyond the pitch's edges, and stays between zoom 1 and the largest zoom", () => {
    const corner = zoomView(FIT_VIEW, box, 4, { x: -3, y: -3 });
    expect(visibleViewBox(corner, box)).toMatchObject({ minX: -3, minY: -3 });
    const far = panView(corner, box, -50, -50);
    expect(far).toBe(corner);
    expect(zoomView(corner, box, 100).zoom).toBe(MAX_ZOOM);
    expect(zoomView(corner, box, 0.01)).toEqual(FIT_VIEW);
    expect(zoomView(FIT_VIEW, box, 1 / ZOOM_STEP)).toBe(FIT_VIEW);
  });

  it("panning moves what is shown in view metres, and does nothing at zoom 1", () => {
    expect(panView(FIT_VIEW, box, 10, 5)).toBe(FIT_VIEW);
    const zoomed = zoomView(FIT_VIEW, box, 2);
    const panned = panView(zoomed, box, 10, -5);
    expect(panned.centre).toEqual({ x: 62.5, y: 29 });
    expect(visibleViewBox(panned, box).minX).toBeCloseTo(34.75);
  });

  it("finds the view point under a pointer when the canvas is not the pitch's shape (centred, scaled to fit)", () => {
    const wide = { left: 0, top: 0, width: 1310, height: 740 };
    expect(screenToView(wide, box, 100, 0)).toEqual({ x: -3, y: -3 });
    expect(screenToView(wide, box, 655, 370)).toEqual({ x: 52.5, y: 34 });
  });
});
