import { addObjects, createDiagram, createObject, setHidden } from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import { hasLine, moveLineEnds, nextObjectToSelect } from "./keyboard-editing.ts";

const board = addObjects(createDiagram(), [
  createObject("player", { id: "a", x: 10, y: 10 }),
  createObject("cone", { id: "b", x: 20, y: 10 }),
  createObject("pass", { id: "line", x: 30, y: 10 }),
]);

describe("nextObjectToSelect", () => {
  it("starts from the first object forwards and the last backwards", () => {
    expect(nextObjectToSelect(board, [], 1, { wraps: false })).toBe("a");
    expect(nextObjectToSelect(board, [], -1, { wraps: false })).toBe("line");
  });

  it("steps from the last selected object", () => {
    expect(nextObjectToSelect(board, ["a"], 1, { wraps: false })).toBe("b");
    expect(nextObjectToSelect(board, ["line", "a"], 1, { wraps: false })).toBe("b");
    expect(nextObjectToSelect(board, ["b"], -1, { wraps: false })).toBe("a");
  });

  it("walks off the end (Tab leaves the pitch) or comes round again", () => {
    expect(nextObjectToSelect(board, ["line"], 1, { wraps: false })).toBeNull();
    expect(nextObjectToSelect(board, ["a"], -1, { wraps: false })).toBeNull();
    expect(nextObjectToSelect(board, ["line"], 1, { wraps: true })).toBe("a");
    expect(nextObjectToSelect(board, ["a"], -1, { wraps: true })).toBe("line");
  });

  it("skips hidden objects and finds nothing on an empty pitch", () => {
    const withHidden = setHidden(board, { ids: ["b"], hidden: true });
    expect(nextObjectToSelect(withHidden, ["a"], 1, { wraps: false })).toBe("line");
    expect(nextObjectToSelect(createDiagram(), [], 1, { wraps: true })).toBeNull();
  });
});

describe("moveLineEnds", () => {
  it("moves a selected line's far end and leaves its start and other objects", () => {
    const line = board.objects.line!;
    if (line.kind !== "pass") throw new Error("not a pass");
    const moved = moveLineEnds(board, ["a", "line"], 5, -2);
    const after = moved.objects.line!;
    if (after.kind !== "pass") throw new Error("not a pass");
    expect(after.end).toEqual({ x: line.end.x + 5, y: line.end.y - 2 });
    expect({ x: after.x, y: after.y }).toEqual({ x: 30, y: 10 });
    expect(moved.objects.a).toEqual(board.objects.a);
  });

  it("leaves a locked line alone", () => {
    const locked = { ...board, objects: { ...board.objects, line: { ...board.objects.line!, locked: true } } };
    expect(moveLineEnds(locked, ["line"], 5, 0)).toBe(locked);
    expect(hasLine(locked, ["line"])).toBe(false);
    expect(hasLine(board, ["a", "line"])).toBe(true);
    expect(hasLine(board, ["a", "b"])).toBe(false);
  });
});
