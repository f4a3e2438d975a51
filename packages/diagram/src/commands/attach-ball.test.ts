import { describe, expect, it } from "vitest";
import { DiagramError } from "../diagram-error.ts";
import { DiagramSchema } from "../schema.ts";
import { sampleDiagram, sharedExcept } from "../test-helpers.ts";
import { addObject } from "./add-objects.ts";
import { attachBall, detachBall } from "./attach-ball.ts";
import { addFrame, setPose } from "./frames.ts";
import { createObject } from "../create-object.ts";
import { deepFreeze } from "../deep-freeze.ts";
import { BALL_FEET_OFFSET } from "../pose-at.ts";
import { tokenScale } from "../token-scale.ts";

describe("attachBall / detachBall", () => {
  it("attaches a ball to a person, placing it at their feet and dropping its own poses", () => {
    let diagram = addObject(sampleDiagram(), createObject("ball", { id: "b2", x: 50, y: 50 }));
    diagram = deepFreeze(setPose(addFrame(diagram), { frameIndex: 1, id: "b2", x: 60, y: 60 }));
    const after = attachBall(diagram, { ballId: "b2", carrierId: "a1" });
    expect(after.objects.b2).toMatchObject({ attachedTo: "a1", y: 30 });
    // a1 stands at (70, 30) facing -x; tokens (and so the feet) are larger than life on a full pitch.
    expect(after.objects.b2?.x).toBeCloseTo(70 - BALL_FEET_OFFSET * tokenScale(after));
    expect(after.frames[1]?.poses).toEqual({});
    expect(sharedExcept(diagram, after, ["b2"])).toEqual([]);
    expect(DiagramSchema.safeParse(after).success).toBe(true);
  });

  it("moves an attached ball to a new carrier", () => {
    const after = attachBall(sampleDiagram(), { ballId: "b1", carrierId: "coach" });
    expect(after.objects.b1).toMatchObject({ attachedTo: "coach", y: 70 });
  });

  it("refuses non-balls and non-people", () => {
    expect(() => attachBall(sampleDiagram(), { ballId: "c1", carrierId: "p1" })).toThrow(DiagramError);
    expect(() => attachBall(sampleDiagram(), { ballId: "b1", carrierId: "c1" })).toThrow(/not a person/);
  });

  it("detaches a ball where it stands, and is a no-op for a loose ball", () => {
    const before = sampleDiagram();
    const after = detachBall(before, { ballId: "b1" });
    expect(after.objects.b1).not.toHaveProperty("attachedTo");
    expect(after.objects.b1?.x).toBe(before.objects.b1?.x);
    expect(before.objects.b1).toHaveProperty("attachedTo", "p1");
    expect(detachBall(after, { ballId: "b1" })).toBe(after);
  });
});
