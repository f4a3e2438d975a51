import { describe, expect, it } from "vitest";
import { DiagramError } from "../diagram-error.ts";
import { BALL_FEET_OFFSET } from "../pose-at.ts";
import { sampleDiagram, sharedExcept } from "../test-helpers.ts";
import { tokenScale } from "../token-scale.ts";
import { setPitch } from "./set-pitch.ts";

describe("setPitch", () => {
  it("takes a new template’s size and grid, keeping objects in metres", () => {
    const before = sampleDiagram();
    const after = setPitch(before, { template: "futsal" });
    expect(after.pitch).toMatchObject({ template: "futsal", length: 40, width: 20, gridSize: 2 });
    // Only the attached ball moves: tokens are drawn smaller on the smaller pitch, so its feet come closer.
    expect(sharedExcept(before, after, ["b1"])).toEqual([]);
    expect(after.objects.p1).toBe(before.objects.p1);
    expect(after.objects.b1).toMatchObject({ x: 20 + BALL_FEET_OFFSET * tokenScale(after), y: 30 });
    expect(before.pitch.template).toBe("full");
    expect(setPitch(before, { template: "blank" }).pitch).toMatchObject({ length: 40, width: 30, showGrid: true });
  });

  it("makes a resized marked pitch custom, but keeps a blank area blank", () => {
    expect(setPitch(sampleDiagram(), { length: 90 }).pitch).toMatchObject({
      template: "custom",
      length: 90,
      width: 68,
    });
    const blank = setPitch(sampleDiagram(), { template: "blank" });
    expect(setPitch(blank, { width: 25 }).pitch).toMatchObject({ template: "blank", width: 25 });
  });

  it("changes view settings without touching the template", () => {
    const after = setPitch(sampleDiagram(), { orientation: "vertical", surface: "print", showGrid: true });
    expect(after.pitch).toMatchObject({ template: "full", orientation: "vertical", surface: "print", showGrid: true });
  });

  it("rejects invalid values and is a no-op when nothing changes", () => {
    const diagram = sampleDiagram();
    expect(() => setPitch(diagram, { length: 500 })).toThrow(DiagramError);
    expect(() => setPitch(diagram, { gridSize: Number.NaN })).toThrow(/gridSize/);
    expect(setPitch(diagram, { template: "full", surface: "striped" })).toBe(diagram);
  });
});
