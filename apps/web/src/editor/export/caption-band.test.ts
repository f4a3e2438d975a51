import { addFrame, createDiagram, setFrameCaption } from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import { exportSize } from "./animation-frames.ts";
import {
  animationExportLayout,
  captionFontPx,
  type MeasureText,
  planCaptionBand,
  wrapCaption,
} from "./caption-band.ts";

/** Every character half the font size wide: predictable line breaks. */
const halfEm: MeasureText = (text, fontPx) => text.length * fontPx * 0.5;

describe("wrapCaption", () => {
  it("breaks at spaces so every line fits, keeping the words in order", () => {
    // 20 px text, 10 px a character, 100 px a line: 10 characters.
    const lines = wrapCaption("Press high and win the ball back", 100, 20, halfEm);
    expect(lines).toEqual(["Press high", "and win", "the ball", "back"]);
    expect(lines.every((line) => halfEm(line, 20) <= 100)).toBe(true);
  });

  it("cuts a word longer than a line, and collapses runs of spaces", () => {
    expect(wrapCaption("go   www.touchline.example/drill", 100, 20, halfEm)).toEqual([
      "go",
      "www.touchl",
      "ine.exampl",
      "e/drill",
    ]);
    expect(wrapCaption("", 100, 20, halfEm)).toEqual([]);
  });
});

describe("planCaptionBand", () => {
  it("is as tall as the longest caption needs, even, and has no band without captions", () => {
    expect(planCaptionBand([undefined, undefined], 640, halfEm)).toBeNull();
    const band = planCaptionBand(["Press", undefined, "x ".repeat(70).trim()], 640, halfEm)!;
    expect(band.fontPx).toBe(captionFontPx(640));
    expect(band.lines[0]).toEqual(["Press"]);
    expect(band.lines[1]).toEqual([]);
    expect(band.lines[2]!.length).toBeGreaterThan(1);
    expect(band.height).toBeGreaterThanOrEqual(band.lines[2]!.length * band.lineHeightPx + 2 * band.paddingPx);
    expect(band.height % 2).toBe(0);
  });

  it("never sets text under 16 px, even on the smallest export", () => {
    expect(captionFontPx(480)).toBe(16);
    expect(captionFontPx(1280)).toBeGreaterThan(40);
  });
});

describe("animationExportLayout", () => {
  it("adds the band under the drawing only when a frame has a caption", () => {
    const still = addFrame(addFrame(createDiagram()));
    const drawing = exportSize(still.pitch, 640);
    expect(animationExportLayout(still, 640, halfEm)).toEqual({
      ...drawing,
      drawingHeight: drawing.height,
      band: null,
    });
    const captioned = setFrameCaption(still, { frameIndex: 1, caption: "Win the ball" });
    const layout = animationExportLayout(captioned, 640, halfEm);
    expect(layout.width).toBe(640);
    expect(layout.drawingHeight).toBe(drawing.height);
    expect(layout.height).toBe(drawing.height + layout.band!.height);
    expect(layout.band!.lines).toEqual([[], ["Win the ball"], []]);
  });
});
