import { frameTimeMs } from "./pose-at.ts";
import type { Diagram } from "./schema.ts";

/**
 * The frame a viewer is shown at `timeMs` of playback: the one the players are moving into (during the
 * move from frame k − 1 to frame k, frame k), or the frame just reached. Frame 0 only at the very start.
 * A frame in which nothing moves still has its own stretch of time, so its caption gets its turn.
 */
export function frameShownAt(diagram: Diagram, timeMs: number): number {
  const last = diagram.frames.length - 1;
  if (last <= 0 || !(timeMs > 0)) return 0;
  for (let k = 1; k < last; k++) {
    if (timeMs <= frameTimeMs(diagram, k)) return k;
  }
  return last;
}

/** The caption on screen at `timeMs` of playback (that of `frameShownAt`), if that frame has one. */
export function captionAt(diagram: Diagram, timeMs: number): string | undefined {
  return diagram.frames[frameShownAt(diagram, timeMs)]?.caption;
}

/** Whether any frame has a caption: exports then keep room for one on every image. */
export function hasCaptions(diagram: Diagram): boolean {
  return diagram.frames.some((frame) => frame.caption !== undefined && frame.caption !== "");
}
