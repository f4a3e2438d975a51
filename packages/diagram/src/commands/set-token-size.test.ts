import { describe, expect, it } from "vitest";
import { DiagramError } from "../diagram-error.ts";
import { BALL_FEET_OFFSET } from "../pose-at.ts";
import { sampleDiagram, sharedExcept } from "../test-helpers.ts";
import { tokenScale } from "../token-scale.ts";
import { setTokenSize } from "./set-token-size.ts";

describe("setTokenSize", () => {
  it("keeps the size in the document and moves nothing but attached balls", () => {
    const before = sampleDiagram();
    expect(before.tokenSize).toBe("medium");
    const after = setTokenSize(before, "large");
    expect(after.tokenSize).toBe("large");
    expect(tokenScale(after)).toBeGreaterThan(tokenScale(before));
    expect(sharedExcept(before, after, ["b1"])).toEqual([]);
    expect(after.pitch).toBe(before.pitch);
    // p1 stands at (20, 30) facing +x: the ball keeps to the feet of the larger disc.
    expect(after.objects.b1?.x).toBeCloseTo(20 + BALL_FEET_OFFSET * tokenScale(after));
    expect(after.objects.b1?.y).toBeCloseTo(30);
  });

  it("is a no-op for the size it already has and refuses an unknown one", () => {
    const diagram = sampleDiagram();
    expect(setTokenSize(diagram, "medium")).toBe(diagram);
    expect(() => setTokenSize(diagram, "huge" as never)).toThrow(DiagramError);
  });
});
