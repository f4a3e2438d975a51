import { createDiagram } from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import { animationFileName, END_HOLD_MS, exportSize, planExportFrames } from "./animation-frames.ts";

describe("planExportFrames", () => {
  it("spaces frames evenly over the animation, then holds the last pose", () => {
    const frames = planExportFrames({ durationMs: 2000, fps: 10, endHoldMs: 500 });
    expect(frames).toHaveLength(21);
    expect(frames.slice(0, 3)).toEqual([
      { timeMs: 0, startMs: 0, durationMs: 100 },
      { timeMs: 100, startMs: 100, durationMs: 100 },
      { timeMs: 200, startMs: 200, durationMs: 100 },
    ]);
    expect(frames.at(-1)).toEqual({ timeMs: 2000, startMs: 2000, durationMs: 500 });
  });

  it("shows every image until the next starts, so the file lasts the animation plus the hold", () => {
    for (const [durationMs, fps, tickMs] of [
      [3000, 12, 10],
      [2500, 25, 1],
      [1234, 12, 10],
      [100, 12, 10],
    ] as const) {
      const frames = planExportFrames({ durationMs, fps, tickMs });
      for (const [index, frame] of frames.entries()) {
        if (index > 0) expect(frame.startMs).toBe(frames[index - 1]!.startMs + frames[index - 1]!.durationMs);
        expect(frame.startMs % tickMs).toBe(0);
        expect(frame.durationMs % tickMs).toBe(0);
        expect(frame.durationMs).toBeGreaterThan(0);
      }
      const last = frames.at(-1)!;
      expect(last.timeMs).toBe(durationMs);
      expect(last.startMs + last.durationMs).toBe(Math.round(durationMs / tickMs) * tickMs + END_HOLD_MS);
    }
  });

  it("draws the animation's times, not the rounded ones, and at least the requested rate", () => {
    const frames = planExportFrames({ durationMs: 3000, fps: 12, tickMs: 10 });
    // 36 steps over 3 s (12 per second) plus the final pose.
    expect(frames).toHaveLength(37);
    expect(frames[1]!.timeMs).toBeCloseTo(83.333, 2);
    // Delays in hundredths alternate so that they add up: 80, 90, 80… never drifting from the clock.
    expect(new Set(frames.slice(0, -1).map((frame) => frame.durationMs))).toEqual(new Set([80, 90]));
  });

  it("holds the first pose longer when asked (a first frame with a caption), shifting the rest", () => {
    const plain = planExportFrames({ durationMs: 2000, fps: 12, tickMs: 10 });
    const held = planExportFrames({ durationMs: 2000, fps: 12, tickMs: 10, startHoldMs: 1000 });
    expect(held).toHaveLength(plain.length);
    expect(held[0]).toEqual({ timeMs: 0, startMs: 0, durationMs: 1000 + plain[0]!.durationMs });
    for (const [index, frame] of held.slice(1).entries()) {
      const before = plain[index + 1]!;
      expect(frame).toEqual({ ...before, startMs: before.startMs + 1000 });
    }
    expect(held.reduce((sum, frame) => sum + frame.durationMs, 0)).toBe(2000 + 1000 + END_HOLD_MS);
  });

  it("never makes a step shorter than a tick, and a still drawing is one held frame", () => {
    const short = planExportFrames({ durationMs: 100, fps: 25, tickMs: 10 });
    expect(short.slice(0, -1).every((frame) => frame.durationMs >= 10)).toBe(true);
    expect(planExportFrames({ durationMs: 0, fps: 12 })).toEqual([{ timeMs: 0, startMs: 0, durationMs: END_HOLD_MS }]);
    expect(() => planExportFrames({ durationMs: 1000, fps: 0 })).toThrow();
  });
});

describe("exportSize", () => {
  it("keeps the drawing's proportions (pitch and run-off) at the chosen width, with even sides", () => {
    const pitch = createDiagram({ template: "full" }).pitch;
    const size = exportSize(pitch, 640);
    expect(size.width).toBe(640);
    expect(size.height % 2).toBe(0);
    const ratio = (pitch.width + 6) / (pitch.length + 6);
    expect(Math.abs(size.height - 640 * ratio)).toBeLessThanOrEqual(1);
  });

  it("is taller than wide on a vertical pitch", () => {
    const pitch = { ...createDiagram({ template: "full" }).pitch, orientation: "vertical" as const };
    const size = exportSize(pitch, 480);
    expect(size.width).toBe(480);
    expect(size.height).toBeGreaterThan(480);
    expect(size.height % 2).toBe(0);
  });
});

describe("animationFileName", () => {
  it("names the file after the drill, safely", () => {
    expect(animationFileName("Rondo 4v2", "gif")).toBe("rondo-4v2.gif");
    expect(animationFileName("  Pressing: 3/4 pitch!  ", "webm")).toBe("pressing-3-4-pitch.webm");
    expect(animationFileName("Łukasz's ../../rondo", "mp4")).toBe("łukasz-s-rondo.mp4");
    expect(animationFileName("???", "gif")).toBe("touchline-animation.gif");
  });
});
