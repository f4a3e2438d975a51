import type { ExportFrame } from "./animation-frames.ts";

/** Takes the canvas's current image as one frame of the file; `finish` returns the file. */
export interface FrameEncoder {
  add(frame: ExportFrame): Promise<void>;
  finish(): Promise<Blob>;
  /** Drops what was encoded so far (an export the coach cancelled). */
  cancel(): Promise<void>;
}
