import { describe, expect, it } from "vitest";
import { addFrame, setFrameCaption, setFrameDuration } from "./commands/frames.ts";
import { createDiagram } from "./create-diagram.ts";
import { deepFreeze } from "./deep-freeze.ts";
import { captionAt, frameShownAt, hasCaptions } from "./frame-shown-at.ts";
import type { Diagram } from "./schema.ts";

/** Frames 0..3, reached at 0, 1000, 3000 and 4000 ms; frame 2 has no caption. */
function captioned(): Diagram {
  let diagram = addFrame(addFrame(addFrame(createDiagram())));
  diagram = setFrameDuration(diagram, { index: 2, durationMs: 2000 });
  diagram = setFrameCaption(diagram, { frameIndex: 0, caption: "Press" });
  diagram = setFrameCaption(diagram, { frameIndex: 1, caption: "Win the ball" });
  diagram = setFrameCaption(diagram, { frameIndex: 3, caption: "Counter" });
  return deepFreeze(diagram);
}

describe("frameShownAt / captionAt", () => {
  it("shows the first frame only at the start, then the frame being moved into until it is reached", () => {
    const diagram = captioned();
    const at = (timeMs: number) => [frameShownAt(diagram, timeMs), captionAt(diagram, timeMs)];
    expect(at(0)).toEqual([0, "Press"]);
    expect(at(1)).toEqual([1, "Win the ball"]);
    expect(at(1000)).toEqual([1, "Win the ball"]);
    expect(at(1000.5)).toEqual([2, undefined]);
    expect(at(3000)).toEqual([2, undefined]);
    expect(at(3500)).toEqual([3, "Counter"]);
    expect(at(4000)).toEqual([3, "Counter"]);
  });

  it("clamps times outside the animation and copes with still diagrams", () => {
    const diagram = captioned();
    expect(frameShownAt(diagram, -50)).toBe(0);
    expect(frameShownAt(diagram, Number.NaN)).toBe(0);
    expect(captionAt(diagram, 99_999)).toBe("Counter");
    expect(frameShownAt(createDiagram(), 500)).toBe(0);
    expect(captionAt(createDiagram(), 500)).toBeUndefined();
  });

  it("hasCaptions tells whether any frame says something", () => {
    expect(hasCaptions(captioned())).toBe(true);
    expect(hasCaptions(addFrame(createDiagram()))).toBe(false);
  });
});
