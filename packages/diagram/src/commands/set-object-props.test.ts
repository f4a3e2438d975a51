import { describe, expect, it } from "vitest";
import { DiagramError } from "../diagram-error.ts";
import { sampleDiagram, sharedExcept } from "../test-helpers.ts";
import { setObjectProps } from "./set-object-props.ts";

describe("setObjectProps", () => {
  it("changes valid props of the targets only", () => {
    const before = sampleDiagram();
    const after = setObjectProps(before, { ids: ["p1", "p2"], props: { colour: "green", label: "10" } });
    expect(after.objects.p1).toMatchObject({ colour: "green", label: "10", x: 20 });
    expect(after.objects.p2).toMatchObject({ colour: "green", label: "10" });
    expect(before.objects.p1).toMatchObject({ colour: "red", label: "7" });
    expect(sharedExcept(before, after, ["p1", "p2"])).toEqual([]);
  });

  it("edits line shape and removes an optional prop with undefined", () => {
    const curved = setObjectProps(sampleDiagram(), {
      ids: ["l1"],
      props: { control: { x: 5, y: -3 }, arrowStart: true },
    });
    expect(curved.objects.l1).toMatchObject({ control: { x: 5, y: -3 }, arrowStart: true });
    const straight = setObjectProps(curved, { ids: ["l1"], props: { control: undefined } });
    expect(straight.objects.l1).not.toHaveProperty("control");
  });

  it("validates against each target’s kind and changes nothing on failure", () => {
    const diagram = sampleDiagram();
    expect(() => setObjectProps(diagram, { ids: ["p1"], props: { label: "TOOLONG" } })).toThrow(/label/);
    expect(() => setObjectProps(diagram, { ids: ["c1"], props: { colour: "red" } })).toThrow(DiagramError);
    expect(() => setObjectProps(diagram, { ids: ["c1"], props: { team: "home" } as never })).toThrow(/team/);
    expect(() => setObjectProps(diagram, { ids: ["c1"], props: { x: 5 } as never })).toThrow(
      /Not editable as props: x/,
    );
    expect(() => setObjectProps(diagram, { ids: ["b1"], props: { attachedTo: "p2" } as never })).toThrow(/attachedTo/);
  });

  it("returns the same diagram when nothing changes", () => {
    const diagram = sampleDiagram();
    expect(setObjectProps(diagram, { ids: ["p1"], props: { label: "7" } })).toBe(diagram);
    expect(setObjectProps(diagram, { ids: ["ghost"], props: { label: "7" } })).toBe(diagram);
  });
});
