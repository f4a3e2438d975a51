import type { Diagram } from "@touchline/diagram";
import { DIAGRAM_FONT_FAMILY } from "../canvas/object-shape.tsx";
import { exportSize } from "./animation-frames.ts";

/** The width in pixels of `text` set in the caption font at `fontPx`. */
export type MeasureText = (text: string, fontPx: number) => number;

/**
 * The band under an exported animation that carries the frames' captions. It is as tall as the longest
 * caption needs, on every image of the file, so the picture never changes size and a frame without a
 * caption shows the band empty.
 */
export interface CaptionBandLayout {
  fontPx: number;
  lineHeightPx: number;
  paddingPx: number;
  /** Pixels; even, as video encoders need. */
  height: number;
  /** Each frame's caption broken into the lines drawn (none for a frame without one). */
  lines: readonly (readonly string[])[];
}

/** The band's colours: white on near-black (contrast above 15:1), like the caption over the pitch in the editor. */
export const CAPTION_BAND_COLOUR = "#020617";
export const CAPTION_TEXT_COLOUR = "#ffffff";

/** The caption font, the drawing's own (`DIAGRAM_FONT_FAMILY`), semibold. */
export function captionFont(fontPx: number): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a canvas font
  return `600 ${fontPx}px ${DIAGRAM_FONT_FAMILY}`;
}

/** Text size for an export `width` pixels wide: a thirtieth of it, never under 16 px. */
export function captionFontPx(width: number): number {
  return Math.max(16, Math.round(width / 30));
}

/**
 * Breaks `text` into lines no wider than `maxWidthPx`, at spaces; a word wider than a line on its own
 * (a long URL) is cut where it overflows.
 */
export function wrapCaption(text: string, maxWidthPx: number, fontPx: number, measure: MeasureText): string[] {
  const fits = (candidate: string) => measure(candidate, fontPx) <= maxWidthPx;
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** The band for these captions (one per frame) at an export `width` pixels wide; null when no frame has one. */
export function planCaptionBand(
  captions: readonly (string | undefined)[],
  width: number,
  measure: MeasureText,
): CaptionBandLayout | null {
  if (!captions.some((caption) => caption)) return null;
  const fontPx = captionFontPx(width);
  const paddingPx = Math.round(fontPx * 0.6);
  const lineHeightPx = Math.round(fontPx * 1.3);
  const lines = captions.map((caption) =>
    caption ? wrapCaption(caption, width - 2 * paddingPx, fontPx, measure) : [],
  );
  const lineCount = Math.max(1, ...lines.map((captionLines) => captionLines.length));
  const height = 2 * Math.ceil((lineCount * lineHeightPx + 2 * paddingPx) / 2);
  return { fontPx, lineHeightPx, paddingPx, height, lines };
}

/** Measures with a canvas in the caption font; where no canvas draws (a test's DOM), an average glyph width. */
export function canvasTextMeasure(): MeasureText {
  // Made on the first measurement: a drawing without captions never needs a canvas.
  let context: CanvasRenderingContext2D | null | undefined;
  return (text, fontPx) => {
    context ??= document.createElement("canvas").getContext("2d");
    if (!context) return text.length * fontPx * 0.6;
    context.font = captionFont(fontPx);
    return context.measureText(text).width;
  };
}

/**
 * The pixel size of an animation export `width` pixels wide: the drawing (`exportSize`) and, when a frame
 * has a caption, the caption band under it.
 */
export function animationExportLayout(
  diagram: Diagram,
  width: number,
  measure: MeasureText = canvasTextMeasure(),
): { width: number; height: number; drawingHeight: number; band: CaptionBandLayout | null } {
  const drawing = exportSize(diagram.pitch, width);
  const band = planCaptionBand(
    diagram.frames.map((frame) => frame.caption),
    drawing.width,
    measure,
  );
  return { width: drawing.width, height: drawing.height + (band?.height ?? 0), drawingHeight: drawing.height, band };
}

/** Paints the band `top` pixels down the canvas, with `lines` centred in it. */
export function drawCaptionBand(
  context: CanvasRenderingContext2D,
  band: CaptionBandLayout,
  lines: readonly string[],
  top: number,
): void {
  const { width } = context.canvas;
  context.fillStyle = CAPTION_BAND_COLOUR;
  context.fillRect(0, top, width, band.height);
  context.fillStyle = CAPTION_TEXT_COLOUR;
  context.font = captionFont(band.fontPx);
  context.textAlign = "center";
  context.textBaseline = "middle";
  // The lines sit in the middle of the band, so a one-line caption is not stuck to its top.
  const firstCentre = top + band.height / 2 - ((lines.length - 1) * band.lineHeightPx) / 2;
  lines.forEach((line, index) => context.fillText(line, width / 2, firstCentre + index * band.lineHeightPx));
}
