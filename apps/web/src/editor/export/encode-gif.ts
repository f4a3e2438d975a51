import { applyPalette, GIFEncoder, type Palette, quantize } from "gifenc";
import type { FrameEncoder } from "./frame-encoder.ts";

/**
 * An animated GIF that loops for ever, with one palette for every frame: objects only move during an
 * animation, so the first frame already holds every colour (pitch, bibs, lines) and quantising once keeps
 * colours from flickering between frames and each frame to one nearest-colour pass.
 */
export function createGifEncoder(context: CanvasRenderingContext2D): FrameEncoder {
  const { width, height } = context.canvas;
  const gif = GIFEncoder({ initialCapacity: width * height });
  let palette: Palette | undefined;
  return {
    async add(frame) {
      const { data } = context.getImageData(0, 0, width, height);
      const isFirst = palette === undefined;
      palette ??= quantize(data, 256);
      gif.writeFrame(applyPalette(data, palette), width, height, {
        palette: isFirst ? palette : undefined,
        delay: frame.durationMs,
        repeat: 0,
      });
    },
    async finish() {
      gif.finish();
      return new Blob([gif.bytesView().slice()], { type: "image/gif" });
    },
    async cancel() {},
  };
}
