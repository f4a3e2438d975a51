import { addFrame, addObjects, attachBall, createDiagram, createObject, setLocked } from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import { carriedObjectIds } from "./drag-preview.ts";

describe("carriedObjectIds", () => {
  const board = attachBall(
    addObjects(createDiagram(), [
      createObject("player", { id: "a", x: 10, y: 10 }),
      createObject("player", { id: "b", x: 20, y: 10 }),
      createObject("ball", { id: "ball", x: 11, y: 10 }),
    ]),
    { ballId: "ball", carrierId: "a" },
  );

  it("carries the dragged objects and the ball a dragged player carries", () => {
    expect(carriedObjectIds(board, ["a"], 0).sort()).toEqual(["a", "ball"]);
    expect(carriedObjectIds(board, ["b"], 0)).toEqual(["b"]);
  });

  it("leaves a locked object, and an attached ball dragged without its carrier, where they are", () => {
    const locked = setLocked(board, { ids: ["b"], locked: true });
    expect(carriedObjectIds(locked, ["b"], 0)).toEqual([]);
    expect(carriedObjectIds(board, ["ball"], 0)).toEqual([]);
  });

  it("in a later frame, carries what moves in that frame's poses", () => {
    const twoFrames = addFrame(board);
    expect(carriedObjectIds(twoFrames, ["a"], 1).sort()).toEqual(["a", "ball"]);
    expect(carriedObjectIds(twoFrames, ["b"], 1)).toEqual(["b"]);
  });
});
