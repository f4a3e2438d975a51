import { describe, expect, it } from "vitest";
import { addObjects } from "./commands/add-objects.ts";
import { addFrame, setFrameDuration, setPose } from "./commands/frames.ts";
import { createDiagram } from "./create-diagram.ts";
import { createObject } from "./create-object.ts";
import { deepFreeze } from "./deep-freeze.ts";
import { BALL_FEET_OFFSET, animationDuration, framePoses, frameTimeMs, objectPoseAtFrame, poseAt } from "./pose-at.ts";
import type { Diagram } from "./schema.ts";
import { tokenScale } from "./token-scale.ts";

/**
 * p: (0,0) → frame 1 (1000 ms) → (10,0), holds through frame 2, → frame 3 (1000 ms) → (10,20).
 * c: (10,10), holds in frame 1, → frame 2 (2000 ms) → (20,10).
 * b: a ball attached to p.
 */
function drill(): Diagram {
  let diagram = addObjects(createDiagram(), [
    createObject("player", { id: "p", x: 0, y: 0 }),
    createObject("cone", { id: "c", x: 10, y: 10 }),
    createObject("ball", { id: "b", x: 0, y: 0, props: { attachedTo: "p" } }),
  ]);
  diagram = addFrame(addFrame(addFrame(diagram)));
  diagram = setFrameDuration(diagram, { index: 2, durationMs: 2000 });
  diagram = setPose(diagram, { frameIndex: 1, id: "p", x: 10, y: 0 });
  diagram = setPose(diagram, { frameIndex: 2, id: "c", x: 20, y: 10 });
  diagram = setPose(diagram, { frameIndex: 3, id: "p", x: 10, y: 20 });
  return deepFreeze(diagram);
}

describe("animationDuration / frameTimeMs", () => {
  it("sums the durations of frames after the first", () => {
    const diagram = drill();
    expect(animationDuration(diagram)).toBe(4000);
    expect([0, 1, 2, 3].map((index) => frameTimeMs(diagram, index))).toEqual([0, 1000, 3000, 4000]);
  });

  it("is zero without animation", () => {
    expect(animationDuration(createDiagram())).toBe(0);
    expect(animationDuration({ ...createDiagram(), frames: [{ id: "f", durationMs: 5000, poses: {} }] })).toBe(0);
  });
});

describe("poseAt", () => {
  const diagram = drill();

  it("starts at the objects’ own positions and clamps before 0", () => {
    expect(poseAt(diagram, 0).p).toEqual({ x: 0, y: 0, rotation: 0 });
    expect(poseAt(diagram, -500)).toEqual(poseAt(diagram, 0));
    expect(poseAt(diagram, Number.NaN)).toEqual(poseAt(diagram, 0));
  });

  it("reaches each frame’s poses exactly at its time", () => {
    expect(poseAt(diagram, 1000).p).toEqual({ x: 10, y: 0, rotation: 0 });
    expect(poseAt(diagram, 3000).c).toEqual({ x: 20, y: 10, rotation: 0 });
    expect(poseAt(diagram, 4000).p).toEqual({ x: 10, y: 20, rotation: 0 });
  });

  it("eases between frames: halfway at the middle, slower than linear near the ends", () => {
    expect(poseAt(diagram, 500).p?.x).toBeCloseTo(5);
    const early = poseAt(diagram, 250).p?.x ?? 0;
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(2.5);
    const late = poseAt(diagram, 750).p?.x ?? 0;
    expect(late).toBeGreaterThan(7.5);
    expect(late).toBeLessThan(10);
  });

  it("carries the last known pose forward for objects that do not move in a step", () => {
    expect(poseAt(diagram, 500).c).toEqual({ x: 10, y: 10, rotation: 0 });
    expect(poseAt(diagram, 2000).p).toEqual({ x: 10, y: 0, rotation: 0 });
    expect(poseAt(diagram, 2000).c?.x).toBeCloseTo(15);
    expect(poseAt(diagram, 3500).c).toEqual({ x: 20, y: 10, rotation: 0 });
    expect(poseAt(diagram, 3500).p?.y).toBeCloseTo(10);
  });

  it("clamps after the end to the final poses", () => {
    expect(poseAt(diagram, 1e9)).toEqual(poseAt(diagram, 4000));
    expect(poseAt(diagram, 1e9).p).toEqual({ x: 10, y: 20, rotation: 0 });
  });

  it("keeps an attached ball at its carrier’s feet throughout", () => {
    for (const time of [0, 250, 500, 1000, 3500, 4000]) {
      const poses = poseAt(diagram, time);
      expect(poses.b?.x).toBeCloseTo((poses.p?.x ?? 0) + BALL_FEET_OFFSET * tokenScale(diagram));
      expect(poses.b?.y).toBeCloseTo(poses.p?.y ?? 0);
    }
  });

  it("turns the short way round", () => {
    let turning = addObjects(createDiagram(), [createObject("player", { id: "p", x: 0, y: 0, rotation: 350 })]);
    turning = setPose(addFrame(turning), { frameIndex: 1, id: "p", x: 0, y: 0, rotation: 10 });
    expect(poseAt(turning, 500).p?.rotation).toBeCloseTo(0);
    expect(poseAt(turning, 250).p?.rotation).toBeGreaterThan(350);
  });

  it("reflects edits: a new diagram gets a fresh timeline", () => {
    const before = poseAt(diagram, 1000).p;
    const edited = setPose(diagram, { frameIndex: 1, id: "p", x: 30, y: 0 });
    expect(poseAt(edited, 1000).p?.x).toBe(30);
    expect(poseAt(diagram, 1000).p).toEqual(before);
  });

  it("shows a diagram without frames still", () => {
    const still = deepFreeze(addObjects(createDiagram(), [createObject("cone", { id: "c", x: 3, y: 4 })]));
    expect(poseAt(still, 1234)).toEqual({ c: { x: 3, y: 4, rotation: 0 } });
  });
});

describe("framePoses", () => {
  it("gives every object’s resolved pose at a frame, balls at their carrier’s feet", () => {
    const poses = framePoses(drill(), 2);
    expect(poses.p).toEqual({ x: 10, y: 0, rotation: 0 });
    expect(poses.c).toEqual({ x: 20, y: 10, rotation: 0 });
    expect(poses.b?.x).toBeCloseTo(10 + BALL_FEET_OFFSET * tokenScale(drill()));
  });
});

describe("objectPoseAtFrame", () => {
  it("agrees with the timeline for every object and frame", () => {
    const diagram = drill();
    for (const frameIndex of [0, 1, 2, 3]) {
      for (const id of ["p", "c"])
        expect(objectPoseAtFrame(diagram, frameIndex, id)).toEqual(framePoses(diagram, frameIndex)[id]);
    }
    expect(objectPoseAtFrame(diagram, 2, "ghost")).toBeUndefined();
    expect(objectPoseAtFrame(diagram, 2, "toString")).toBeUndefined();
  });
});
