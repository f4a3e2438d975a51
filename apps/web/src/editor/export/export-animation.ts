import { t } from "@lingui/core/macro";
import type { SizeUnit } from "@touchline/contracts";
import { animationDuration, type Diagram, frameShownAt } from "@touchline/diagram";
import { downloadBlob } from "../../lib/download-blob.ts";
import {
  type AnimationFormat,
  animationFileName,
  CAPTION_START_HOLD_MS,
  FRAMES_PER_SECOND,
  MAX_EXPORT_DURATION_MS,
  planExportFrames,
} from "./animation-frames.ts";
import { animationExportLayout, drawCaptionBand } from "./caption-band.ts";
import type { FrameEncoder } from "./frame-encoder.ts";
import { createDiagramSvgRenderer } from "./render-diagram-svg.tsx";

export interface AnimationExportOptions {
  diagram: Diagram;
  title: string;
  /** The unit of the sizes written on the drawing (the coach's). */
  sizeUnit?: SizeUnit;
  format: AnimationFormat;
  /** Width in pixels; the height follows the pitch. */
  width: number;
  signal?: AbortSignal;
  /** After each frame: how many of `total` are encoded. */
  onProgress?(done: number, total: number): void;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- the error's name and a message no reader sees (the dialog says "Export cancelled.")
const abortError = () => new DOMException("The export was cancelled", "AbortError");

/**
 * The diagram's animation as a file, encoded on this device: each frame is drawn by `DiagramView` at its
 * playback time (the drawing and `poseAt` of playback), rasterised from its SVG onto a canvas, its caption
 * (if the drawing has any) written in a band under the drawing, and handed to the format's encoder. The encoders load with the first export of their format.
 */
export async function renderAnimation({
  diagram,
  title,
  sizeUnit,
  format,
  width,
  signal,
  onProgress,
}: AnimationExportOptions): Promise<Blob> {
  const durationMs = animationDuration(diagram);
  const maxMinutes = MAX_EXPORT_DURATION_MS / 60_000;
  if (durationMs <= 0) throw new Error(t`This drawing has no animation: add a frame to animate it first.`);
  if (durationMs > MAX_EXPORT_DURATION_MS)
    throw new Error(t`Animations longer than ${maxMinutes} minutes cannot be exported.`);
  const layout = animationExportLayout(diagram, width);
  const drawing = { width: layout.width, height: layout.drawingHeight };
  const frames = planExportFrames({
    durationMs,
    fps: FRAMES_PER_SECOND[format],
    startHoldMs: diagram.frames[0]?.caption ? CAPTION_START_HOLD_MS : 0,
    tickMs: format === "gif" ? 10 : 1,
  });

  const canvas = document.createElement("canvas");
  canvas.width = layout.width;
  canvas.height = layout.height;
  // The GIF encoder reads every frame back; the video encoders take the canvas as it is.
  const context = canvas.getContext("2d", { willReadFrequently: format === "gif", alpha: false });
  if (!context) throw new Error(t`This browser cannot draw images.`);

  const renderer = createDiagramSvgRenderer(title, sizeUnit);
  let encoder: FrameEncoder | undefined;
  try {
    encoder =
      format === "gif"
        ? (await import("./encode-gif.ts")).createGifEncoder(context)
        : await (await import("./encode-video.ts")).createVideoEncoder(canvas, format, FRAMES_PER_SECOND[format]);
    onProgress?.(0, frames.length);
    for (const [index, frame] of frames.entries()) {
      if (signal?.aborted) throw abortError();
      await drawSvg(context, renderer.render(diagram, frame.timeMs), drawing);
      // The caption of the frame being shown: during a move, that of the frame it leads to.
      if (layout.band)
        drawCaptionBand(
          context,
          layout.band,
          layout.band.lines[frameShownAt(diagram, frame.timeMs)] ?? [],
          drawing.height,
        );
      await encoder.add(frame);
      onProgress?.(index + 1, frames.length);
    }
    if (signal?.aborted) throw abortError();
    return await encoder.finish();
  } catch (error) {
    await encoder?.cancel().catch(() => undefined);
    throw error;
  } finally {
    renderer.dispose();
  }
}

/** Renders the animation and saves it under the drill's title; resolves to the file's name. */
export async function exportAnimation(options: AnimationExportOptions): Promise<string> {
  const blob = await renderAnimation(options);
  const fileName = animationFileName(options.title, options.format);
  downloadBlob(blob, fileName);
  return fileName;
}

async function drawSvg(
  context: CanvasRenderingContext2D,
  svg: string,
  size: { width: number; height: number },
): Promise<void> {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const image = new Image(size.width, size.height);
    image.src = url;
    await image.decode();
    // The run-off is drawn by the SVG; white underneath keeps any anti-aliased edge from showing black.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(image, 0, 0, size.width, size.height);
  } finally {
    URL.revokeObjectURL(url);
  }
}
