import { applyPalette, GIFEncoder, type Palette, quantize } from "gifenc";
import type { FrameEncoder } from "./frame-encoder.ts";

/**
 * An animated GIF that loops for ever, with one palette for every frame: objects only move during an
 * animation, so the first frame already holds every colour (pitch, bibs, lines). Quantising once keeps
 * colours from flickering between frames and each frame to one nearest-colour pass.
 *
 * After the first frame, pixels that did not change are written as the palette's transparent slot and each
 * frame is drawn over the last (disposal 1, "leave in place"): the still pitch becomes long runs of one index
 * that LZW packs to almost nothing, so only the moving players cost bytes.
 */
export function createGifEncoder(context: CanvasRenderingContext2D): FrameEncoder {
  const { width, height } = context.canvas;
  const gif = GIFEncoder({ initialCapacity: width * height });
  let colours: Palette | undefined;
  let previous: Uint8Array | undefined;
  return {
    async add(frame) {
      const { data } = context.getImageData(0, 0, width, height);
      const isFirst = colours === undefined;
      // 255 colours and one more slot for "unchanged".
      colours ??= quantize(data, 255);
      const transparentIndex = colours.length;
      const index = applyPalette(data, colours);
      let written = index;
      if (previous) {
        written = new Uint8Array(index.length);
        for (let pixel = 0; pixel < index.length; pixel += 1)
          written[pixel] = index[pixel] === previous[pixel] ? transparentIndex : (index[pixel] as number);
      }
      previous = index;
      gif.writeFrame(written, width, height, {
        palette: isFirst ? [...colours, [0, 0, 0]] : undefined,
        delay: frame.durationMs,
        repeat: 0,
        transparent: !isFirst,
        transparentIndex,
        dispose: 1,
      });
    },
    async finish() {
      gif.finish();
      return new Blob([gif.bytesView().slice()], { type: "image/gif" });
    },
    async cancel() {},
  };
}
