import { describe, expect, it } from "vitest";
import { sampleDiagram, sharedExcept } from "../test-helpers.ts";
import { setHidden, setLocked } from "./set-object-flags.ts";

describe("setLocked / setHidden", () => {
  it("sets the flag on the given objects only", () => {
    const before = sampleDiagram();
    const locked = setLocked(before, { ids: ["c1", "ghost"], locked: true });
    expect(locked.objects.c1?.locked).toBe(true);
    expect(before.objects.c1?.locked).toBe(false);
    expect(sharedExcept(before, locked, ["c1"])).toEqual([]);
    const hidden = setHidden(before, { ids: ["p1"], hidden: true });
    expect(hidden.objects.p1?.hidden).toBe(true);
    expect(hidden.objects.p1?.locked).toBe(false);
  });

  it("returns the same diagram when nothing changes", () => {
    const diagram = sampleDiagram();
    expect(setLocked(diagram, { ids: ["c1"], locked: false })).toBe(diagram);
    expect(setHidden(diagram, { ids: ["c1"], hidden: false })).toBe(diagram);
  });
});
