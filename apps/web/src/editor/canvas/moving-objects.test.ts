import { addObjects, attachBall, createDiagram, createObject, moveObjects, objectsInOrder } from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import { splitMovingObjects } from "./moving-objects.ts";

const ids = (objects: readonly { id: string }[]) => objects.map((object) => object.id);

describe("splitMovingObjects", () => {
  const start = addObjects(createDiagram(), [
    createObject("player", { id: "a", x: 10, y: 10 }),
    createObject("player", { id: "b", x: 20, y: 10 }),
    createObject("cone", { id: "c", x: 30, y: 10 }),
  ]);

  it("outside a gesture everything rests, in drawing order", () => {
    const { resting, moving } = splitMovingObjects(objectsInOrder(start), null, ["a"]);
    expect(ids(resting)).toEqual(["a", "b", "c"]);
    expect(moving).toEqual([]);
  });

  it("during a gesture the selection moves, the rest keeps its order", () => {
    const during = moveObjects(start, { ids: ["b"], dx: 1, dy: 0 });
    const { resting, moving } = splitMovingObjects(objectsInOrder(during), start, ["b"]);
    expect(ids(resting)).toEqual(["a", "c"]);
    expect(ids(moving)).toEqual(["b"]);
  });

  it("an object the gesture changed without it being selected moves too (a carried ball)", () => {
    const withBall = attachBall(addObjects(start, [createObject("ball", { id: "ball", x: 11, y: 10 })]), {
      ballId: "ball",
      carrierId: "a",
    });
    const during = moveObjects(withBall, { ids: ["a"], dx: 5, dy: 0 });
    const { resting, moving } = splitMovingObjects(objectsInOrder(during), withBall, ["a"]);
    expect(ids(moving).sort()).toEqual(["a", "ball"]);
    expect(ids(resting)).toEqual(["b", "c"]);
  });

  it("a drag's carried objects are drawn apart from the rest of the selection, which stays where it is", () => {
    const { resting, carried, moving } = splitMovingObjects(objectsInOrder(start), start, ["a", "b"], ["a"]);
    expect(ids(carried)).toEqual(["a"]);
    expect(ids(moving)).toEqual(["b"]);
    expect(ids(resting)).toEqual(["c"]);
  });
});
