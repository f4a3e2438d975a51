import { describe, expect, it } from "vitest";
import { deepFreeze } from "../deep-freeze.ts";
import { DiagramError } from "../diagram-error.ts";
import { framePoses } from "../pose-at.ts";
import { DiagramSchema, type Diagram } from "../schema.ts";
import { sampleDiagram, sharedExcept } from "../test-helpers.ts";
import { addFrame, deleteFrame, removePose, setFrameCaption, setFrameDuration, setPose } from "./frames.ts";
import { setLocked } from "./set-object-flags.ts";
import { BALL_FEET_OFFSET } from "../pose-at.ts";
import { tokenScale } from "../token-scale.ts";

/** Sample with frames 0..3: p1 runs in frame 1, c1 moves in frame 2, frame 3 is a pause. */
function animated(): Diagram {
  let diagram = addFrame(addFrame(addFrame(sampleDiagram(), { id: "f1" }), { id: "f2" }), { id: "f3" });
  diagram = setPose(diagram, { frameIndex: 1, id: "p1", x: 40, y: 30 });
  diagram = setPose(diagram, { frameIndex: 2, id: "c1", x: 15, y: 15, rotation: 90 });
  return deepFreeze(diagram);
}

describe("addFrame", () => {
  it("creates frame 0 and frame 1 on a still diagram", () => {
    const before = sampleDiagram();
    const after = addFrame(before, { durationMs: 1500 });
    expect(after.frames).toHaveLength(2);
    expect(after.frames.every((frame) => Object.keys(frame.poses).length === 0)).toBe(true);
    expect(after.frames[1]?.durationMs).toBe(1500);
    expect(after.objects).toBe(before.objects);
    expect(before.frames).toEqual([]);
    expect(DiagramSchema.safeParse(after).success).toBe(true);
  });

  it("inserts after a given frame; the new frame shows what the previous one showed", () => {
    const before = animated();
    const after = addFrame(before, { afterIndex: 1, id: "mid" });
    expect(after.frames.map((frame) => frame.id)).toEqual([before.frames[0]?.id, "f1", "mid", "f2", "f3"]);
    expect(framePoses(after, 2)).toEqual(framePoses(before, 1));
    expect(after.frames[1]).toBe(before.frames[1]);
  });

  it("refuses a 101st frame, a duplicate id and a bad index", () => {
    let diagram = addFrame(sampleDiagram());
    for (let i = 0; i < 98; i++) diagram = addFrame(diagram);
    expect(diagram.frames).toHaveLength(100);
    expect(() => addFrame(diagram)).toThrow(/at most 100 frames/);
    expect(() => addFrame(animated(), { id: "f1" })).toThrow(/already exists/);
    expect(() => addFrame(animated(), { afterIndex: 9 })).toThrow(DiagramError);
  });
});

describe("deleteFrame", () => {
  it("keeps later frames showing the same positions when a middle frame goes", () => {
    const before = animated();
    const after = deleteFrame(before, { index: 1 });
    expect(after.frames.map((frame) => frame.id)).toEqual([before.frames[0]?.id, "f2", "f3"]);
    expect(framePoses(after, 1)).toEqual(framePoses(before, 2));
    expect(framePoses(after, 2)).toEqual(framePoses(before, 3));
    expect(after.objects).toBe(before.objects);
    expect(DiagramSchema.safeParse(after).success).toBe(true);
  });

  it("makes frame 1 the start when frame 0 goes", () => {
    const before = animated();
    const after = deleteFrame(before, { index: 0 });
    expect(after.frames[0]?.id).toBe("f1");
    expect(after.frames[0]?.poses).toEqual({});
    expect(after.objects.p1).toMatchObject({ x: 40, y: 30 });
    expect(after.objects.b1?.x).toBeCloseTo(40 + BALL_FEET_OFFSET * tokenScale(after));
    expect(sharedExcept(before, after, ["p1", "b1"])).toEqual([]);
    expect(DiagramSchema.safeParse(after).success).toBe(true);
  });

  it("empties the animation when its last frame goes, and rejects bad indexes", () => {
    const single = deepFreeze({ ...sampleDiagram(), frames: [{ id: "only", durationMs: 1000, poses: {} }] });
    expect(deleteFrame(single, { index: 0 }).frames).toEqual([]);
    expect(() => deleteFrame(sampleDiagram(), { index: 0 })).toThrow(DiagramError);
    expect(() => deleteFrame(animated(), { index: 7 })).toThrow(DiagramError);
  });
});

describe("setFrameDuration", () => {
  it("sets and clamps a frame’s duration", () => {
    const before = animated();
    const after = setFrameDuration(before, { index: 2, durationMs: 2500 });
    expect(after.frames[2]?.durationMs).toBe(2500);
    expect(after.frames[1]).toBe(before.frames[1]);
    expect(setFrameDuration(before, { index: 1, durationMs: 5 }).frames[1]?.durationMs).toBe(100);
    expect(setFrameDuration(before, { index: 1, durationMs: 1e9 }).frames[1]?.durationMs).toBe(20_000);
    expect(setFrameDuration(before, { index: 1, durationMs: 1000 })).toBe(before);
    expect(() => setFrameDuration(before, { index: 1, durationMs: Number.NaN })).toThrow(DiagramError);
  });
});

describe("setPose / removePose", () => {
  it("records a pose in a later frame without touching the object", () => {
    const before = animated();
    const after = setPose(before, { frameIndex: 3, id: "a1", x: 60, y: 20 });
    expect(after.frames[3]?.poses.a1).toEqual({ x: 60, y: 20, rotation: 180 });
    expect(after.objects).toBe(before.objects);
    expect(after.frames[1]).toBe(before.frames[1]);
  });

  it("moves the object itself at frame 0", () => {
    const before = animated();
    const after = setPose(before, { frameIndex: 0, id: "c2", x: 5, y: 5 });
    expect(after.objects.c2).toMatchObject({ x: 5, y: 5 });
    expect(after.frames).toBe(before.frames);
  });

  it("ignores locked objects and attached balls, and rejects a missing frame", () => {
    const locked = deepFreeze(setLocked(animated(), { ids: ["c2"], locked: true }));
    expect(setPose(locked, { frameIndex: 1, id: "c2", x: 1, y: 1 })).toBe(locked);
    expect(setPose(locked, { frameIndex: 1, id: "b1", x: 1, y: 1 })).toBe(locked);
    expect(() => setPose(locked, { frameIndex: 4, id: "c1", x: 1, y: 1 })).toThrow(DiagramError);
  });

  it("removePose lets the object stay where the previous frame left it", () => {
    const before = animated();
    const after = removePose(before, { frameIndex: 1, id: "p1" });
    expect(after.frames[1]?.poses).toEqual({});
    expect(framePoses(after, 1).p1).toMatchObject({ x: 20, y: 30 });
    expect(removePose(before, { frameIndex: 1, id: "c2" })).toBe(before);
  });
});

describe("setFrameCaption", () => {
  it("sets a frame's caption, trimmed, leaving the other frames shared", () => {
    const before = animated();
    const after = setFrameCaption(before, { frameIndex: 2, caption: "  Win the ball \n" });
    expect(after.frames[2]?.caption).toBe("Win the ball");
    expect(after.frames[2]?.poses).toBe(before.frames[2]?.poses);
    expect(after.frames[1]).toBe(before.frames[1]);
    expect(after.objects).toBe(before.objects);
    expect(before.frames[2]?.caption).toBeUndefined();
    expect(DiagramSchema.safeParse(after).success).toBe(true);
  });

  it("removes the field for an empty caption and changes nothing when the text is the same", () => {
    const captioned = deepFreeze(setFrameCaption(animated(), { frameIndex: 0, caption: "Press" }));
    expect(setFrameCaption(captioned, { frameIndex: 0, caption: " Press " })).toBe(captioned);
    const cleared = setFrameCaption(captioned, { frameIndex: 0, caption: "   " });
    expect(cleared.frames[0]).not.toHaveProperty("caption");
    const uncaptioned = animated();
    expect(setFrameCaption(uncaptioned, { frameIndex: 1, caption: "" })).toBe(uncaptioned);
  });

  it("refuses a caption over 140 characters, a missing frame and a still diagram", () => {
    const before = animated();
    expect(setFrameCaption(before, { frameIndex: 1, caption: "x".repeat(140) }).frames[1]?.caption).toHaveLength(140);
    expect(() => setFrameCaption(before, { frameIndex: 1, caption: "x".repeat(141) })).toThrow(/at most 140/);
    expect(() => setFrameCaption(before, { frameIndex: 4, caption: "Press" })).toThrow(DiagramError);
    expect(() => setFrameCaption(sampleDiagram(), { frameIndex: 0, caption: "Press" })).toThrow(DiagramError);
  });
});
