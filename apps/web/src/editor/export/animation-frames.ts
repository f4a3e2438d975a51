import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Pitch } from "@touchline/diagram";
import { PITCH_MARGIN_METRES, pitchViewBox } from "../canvas/pitch-geometry.ts";
import { safeFileName } from "./safe-file-name.ts";

/** What an animation can be exported as. */
export type AnimationFormat = "gif" | "webm" | "mp4";

export const ANIMATION_FORMATS: Readonly<
  Record<AnimationFormat, { label: MessageDescriptor; extension: string; mime: string }>
> = {
  gif: { label: msg({ message: "GIF", context: "file format" }), extension: "gif", mime: "image/gif" },
  webm: { label: msg`WebM video`, extension: "webm", mime: "video/webm" },
  mp4: { label: msg`MP4 video`, extension: "mp4", mime: "video/mp4" },
};

/** Widths offered, in pixels: a chat message, a slide, a laptop screen, a projector. */
export const ANIMATION_EXPORT_WIDTHS = [480, 640, 960, 1280] as const;
export type AnimationExportWidth = (typeof ANIMATION_EXPORT_WIDTHS)[number];
export const DEFAULT_ANIMATION_EXPORT_WIDTH: AnimationExportWidth = 640;

/**
 * Frames per second. A GIF's delays are whole hundredths of a second and every frame is a full indexed
 * image, so 12 fps keeps files small while passes still read as movement; video is cheap per frame.
 */
export const FRAMES_PER_SECOND: Readonly<Record<AnimationFormat, number>> = { gif: 12, webm: 25, mp4: 25 };

/** The last pose stays on screen this long, so a looping GIF shows where the drill ends before it restarts. */
export const END_HOLD_MS = 1000;

/**
 * The first pose stays on screen this long when the first frame has a caption: it is shown only at the very
 * start (each move shows the caption of the frame it leads to), so without a hold it would flash by.
 */
export const CAPTION_START_HOLD_MS = 1000;

/**
 * Longest animation exported: at 12 fps and 1280 px a GIF of two minutes is some 1,400 full frames held in
 * memory before the download, already more than a phone should be asked for.
 */
export const MAX_EXPORT_DURATION_MS = 120_000;

/** The pixel size of an export `width` pixels wide: the whole drawing (pitch and run-off), even on both sides. */
export function exportSize(
  pitch: Pick<Pitch, "length" | "width" | "orientation">,
  width: number,
): { width: number; height: number } {
  const box = pitchViewBox(pitch, PITCH_MARGIN_METRES);
  const even = (value: number) => Math.max(2, 2 * Math.round(value / 2));
  // H.264 encoders take even sizes only (4:2:0 chroma covers 2 × 2 pixels), so both sides are made even.
  return { width: even(width), height: even((width * box.height) / box.width) };
}

/** One image of the export: the animation time drawn, and when and how long it is shown, in ms. */
export interface ExportFrame {
  /** The playback time passed to `poseAt`. */
  timeMs: number;
  /** When the image appears in the file. */
  startMs: number;
  /** How long it stays on screen. */
  durationMs: number;
}

/**
 * The images of an export of an animation `durationMs` long at `fps`: the first pose held `startHoldMs`
 * longer than its step (none by default), images evenly spaced over the animation, then its last pose held
 * for `endHoldMs`. Times in the file are whole multiples of `tickMs` (10 for a GIF, whose delays are in
 * hundredths of a second) and each image lasts until the next one starts, so rounding never adds up: the
 * file lasts exactly the holds plus the animation (in whole ticks).
 */
export function planExportFrames({
  durationMs,
  fps,
  endHoldMs = END_HOLD_MS,
  startHoldMs = 0,
  tickMs = 1,
}: {
  durationMs: number;
  fps: number;
  endHoldMs?: number;
  startHoldMs?: number;
  tickMs?: number;
}): ExportFrame[] {
  if (!(fps > 0) || !(tickMs > 0)) throw new Error("fps and tickMs must be positive");
  const duration = Number.isFinite(durationMs) && durationMs > 0 ? durationMs : 0;
  const hold = Math.max(tickMs, Math.round(Math.max(endHoldMs, 0) / tickMs) * tickMs);
  const startHold = Math.round(Math.max(Number.isFinite(startHoldMs) ? startHoldMs : 0, 0) / tickMs) * tickMs;
  if (duration === 0) return [{ timeMs: 0, startMs: 0, durationMs: startHold + hold }];
  // Never a step shorter than a tick: a GIF delay of 0 is shown by browsers as a tenth of a second.
  const count = Math.max(1, Math.min(Math.ceil((duration * fps) / 1000), Math.floor(duration / tickMs)));
  const startOf = (index: number) =>
    index === 0 ? 0 : startHold + Math.round((index * duration) / count / tickMs) * tickMs;
  const frames: ExportFrame[] = [];
  for (let index = 0; index < count; index += 1) {
    const startMs = startOf(index);
    frames.push({ timeMs: (index * duration) / count, startMs, durationMs: startOf(index + 1) - startMs });
  }
  frames.push({ timeMs: duration, startMs: startOf(count), durationMs: hold });
  return frames;
}

/** The export's file name, from the drill's title: "Rondo 4v2" → "rondo-4v2.gif". */
export function animationFileName(title: string, format: AnimationFormat): string {
  return `${safeFileName(title, "touchline-animation")}.${ANIMATION_FORMATS[format].extension}`;
}
