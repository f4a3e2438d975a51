import { describe, expect, it } from "vitest";
import { catalogueEntry } from "../catalogue.ts";
import { createObject } from "../create-object.ts";
import { deepFreeze } from "../deep-freeze.ts";
import { DiagramError } from "../diagram-error.ts";
import { sampleDiagram, sharedExcept } from "../test-helpers.ts";
import { addObjects } from "./add-objects.ts";
import { addFrame } from "./frames.ts";
import { setLocked } from "./set-object-flags.ts";
import { BALL_FEET_OFFSET } from "../pose-at.ts";
import { tokenScale } from "../token-scale.ts";
import {
  moveObjects,
  objectsCarriedByMove,
  resizeObject,
  rotateObjects,
  setObjectPositions,
} from "./transform-objects.ts";

describe("moveObjects", () => {
  it("moves by dx, dy and shares everything else", () => {
    const before = sampleDiagram();
    const after = moveObjects(before, { ids: ["c1", "l1"], dx: 2, dy: -3 });
    expect(after.objects.c1).toMatchObject({ x: 12, y: 7 });
    expect(after.objects.l1).toMatchObject({ x: 22, y: 27, end: { x: 10, y: 10 } });
    expect(before.objects.c1).toMatchObject({ x: 10, y: 10 });
    expect(sharedExcept(before, after, ["c1", "l1"])).toEqual([]);
    expect(after.frames).toBe(before.frames);
  });

  it("leaves locked objects and unknown ids alone, returning the same diagram when nothing moves", () => {
    const locked = deepFreeze(setLocked(sampleDiagram(), { ids: ["c1"], locked: true }));
    expect(moveObjects(locked, { ids: ["c1", "ghost"], dx: 5, dy: 5 })).toBe(locked);
    const after = moveObjects(locked, { ids: ["c1", "c2"], dx: 5, dy: 5 });
    expect(after.objects.c1).toBe(locked.objects.c1);
    expect(after.objects.c2).toMatchObject({ x: 15, y: 25 });
  });

  it("carries an attached ball with its carrier and will not move the ball on its own", () => {
    const before = sampleDiagram();
    const after = moveObjects(before, { ids: ["p1"], dx: 10, dy: 0 });
    expect(after.objects.b1?.x).toBeCloseTo(before.objects.b1!.x + 10);
    expect(moveObjects(before, { ids: ["b1"], dx: 10, dy: 0 })).toBe(before);
  });

  it("moves poses in a later frame instead of the objects", () => {
    const before = deepFreeze(addFrame(sampleDiagram()));
    const after = moveObjects(before, { ids: ["c1"], dx: 1, dy: 1, frameIndex: 1 });
    expect(after.objects).toBe(before.objects);
    expect(after.frames[1]?.poses.c1).toEqual({ x: 11, y: 11, rotation: 0 });
    expect(after.frames[0]).toBe(before.frames[0]);
  });

  it("clamps to the coordinate bounds and rejects non-finite offsets", () => {
    const after = moveObjects(sampleDiagram(), { ids: ["c1"], dx: 1e9, dy: 0 });
    expect(after.objects.c1?.x).toBe(1000);
    expect(() => moveObjects(sampleDiagram(), { ids: ["c1"], dx: Number.NaN, dy: 0 })).toThrow(DiagramError);
  });
});

describe("objectsCarriedByMove", () => {
  const sorted = (ids: readonly string[]) => [...ids].sort();

  it("carries the moved objects and the ball at a moved player's feet", () => {
    const diagram = sampleDiagram();
    expect(sorted(objectsCarriedByMove(diagram, { ids: ["p1"] }))).toEqual(["b1", "p1"]);
    expect(sorted(objectsCarriedByMove(diagram, { ids: ["p2", "c1", "l1"] }))).toEqual(["c1", "l1", "p2"]);
  });

  it("leaves out locked objects, unknown ids, and an attached ball moved without its carrier", () => {
    const locked = deepFreeze(setLocked(sampleDiagram(), { ids: ["c1"], locked: true }));
    expect(objectsCarriedByMove(locked, { ids: ["c1", "ghost"] })).toEqual([]);
    expect(objectsCarriedByMove(locked, { ids: ["c1", "c2"] })).toEqual(["c2"]);
    expect(objectsCarriedByMove(locked, { ids: ["b1"] })).toEqual([]);
  });

  it("in a later frame, carries what moves in that frame's poses", () => {
    const twoFrames = deepFreeze(addFrame(sampleDiagram()));
    expect(sorted(objectsCarriedByMove(twoFrames, { ids: ["p1"], frameIndex: 1 }))).toEqual(["b1", "p1"]);
    expect(objectsCarriedByMove(twoFrames, { ids: ["c2"], frameIndex: 1 })).toEqual(["c2"]);
  });

  it("names exactly what moveObjects then moves", () => {
    const diagram = sampleDiagram();
    const ids = ["p1", "a1", "c2", "b1"];
    const moved = moveObjects(diagram, { ids, dx: 3, dy: -2 });
    const changed = Object.keys(diagram.objects).filter((id) => moved.objects[id] !== diagram.objects[id]);
    expect(sorted(objectsCarriedByMove(diagram, { ids }))).toEqual(sorted(changed));
  });
});

describe("setObjectPositions", () => {
  it("puts objects at absolute positions, keeping rotation unless given", () => {
    const before = sampleDiagram();
    const after = setObjectPositions(before, {
      positions: [
        { id: "a1", x: 50, y: 50 },
        { id: "c2", x: 1, y: 2, rotation: 45 },
      ],
    });
    expect(after.objects.a1).toMatchObject({ x: 50, y: 50, rotation: 180 });
    expect(after.objects.c2).toMatchObject({ x: 1, y: 2, rotation: 45 });
    expect(sharedExcept(before, after, ["a1", "c2"])).toEqual([]);
  });

  it("skips locked objects", () => {
    const locked = deepFreeze(setLocked(sampleDiagram(), { ids: ["a1"], locked: true }));
    expect(setObjectPositions(locked, { positions: [{ id: "a1", x: 0, y: 0 }] })).toBe(locked);
  });
});

describe("rotateObjects", () => {
  it("rotates by a delta or to an angle, normalised to [0, 360)", () => {
    const before = sampleDiagram();
    const by = rotateObjects(before, { ids: ["a1", "c1"], by: -190 });
    expect(by.objects.a1?.rotation).toBe(350);
    expect(by.objects.c1?.rotation).toBe(170);
    const to = rotateObjects(before, { ids: ["c1"], to: 720 + 30 });
    expect(to.objects.c1?.rotation).toBe(30);
    expect(sharedExcept(before, to, ["c1"])).toEqual([]);
  });

  it("turns an attached ball with its carrier’s facing", () => {
    const after = rotateObjects(sampleDiagram(), { ids: ["p1"], to: 90 });
    expect(after.objects.b1?.x).toBeCloseTo(20);
    expect(after.objects.b1?.y).toBeCloseTo(30 + BALL_FEET_OFFSET * tokenScale(after));
  });

  it("skips locked objects", () => {
    const locked = deepFreeze(setLocked(sampleDiagram(), { ids: ["c1"], locked: true }));
    expect(rotateObjects(locked, { ids: ["c1"], by: 10 })).toBe(locked);
  });
});

describe("resizeObject", () => {
  const withAreas = deepFreeze(
    addObjects(sampleDiagram(), [
      createObject("rectangle", { id: "r", x: 50, y: 30 }),
      createObject("polygon", {
        id: "poly",
        x: 0,
        y: 0,
        props: {
          points: [
            { x: 0, y: 0 },
            { x: 10, y: 0 },
            { x: 0, y: 5 },
          ],
        },
      }),
    ]),
  );

  it("sets a rectangle’s width and height", () => {
    const after = resizeObject(withAreas, { id: "r", width: 30, height: 12 });
    expect(after.objects.r).toMatchObject({ width: 30, height: 12 });
    expect(sharedExcept(withAreas, after, ["r"])).toEqual([]);
  });

  it("scales a polygon’s points to the new bounding size", () => {
    const after = resizeObject(withAreas, { id: "poly", width: 20, height: 20 });
    expect(after.objects.poly).toMatchObject({
      points: [
        { x: 0, y: 0 },
        { x: 20, y: 0 },
        { x: 0, y: 20 },
      ],
    });
  });

  it("changes equipment scale, keeping proportions", () => {
    const { width } = catalogueEntry("cone").size;
    const after = resizeObject(withAreas, { id: "c1", width: width * 2, height: 0.1 });
    expect(after.objects.c1).toMatchObject({ scale: 2 });
  });

  it("ignores people, locked objects and unknown ids; rejects bad sizes", () => {
    expect(resizeObject(withAreas, { id: "p1", width: 5, height: 5 })).toBe(withAreas);
    expect(resizeObject(withAreas, { id: "ghost", width: 5, height: 5 })).toBe(withAreas);
    const locked = deepFreeze(setLocked(withAreas, { ids: ["r"], locked: true }));
    expect(resizeObject(locked, { id: "r", width: 5, height: 5 })).toBe(locked);
    expect(() => resizeObject(withAreas, { id: "r", width: 0, height: 5 })).toThrow(DiagramError);
  });
});
