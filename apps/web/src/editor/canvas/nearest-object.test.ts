import { addObjects, createDiagram, createObject, tokenScale } from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import { distanceToObject, fingerTarget, nearestObjectAt } from "./nearest-object.ts";

const at = (x: number, y: number) => ({ x, y });

describe("distanceToObject", () => {
  it("measures a token from its drawn edge, at the drawing's token scale", () => {
    const player = createObject("player", { x: 10, y: 10 });
    // A player's disc is the catalogue's 2 m across: its edge is 1 m from the centre at scale 1, 2 m at 2.
    expect(distanceToObject(player, player, at(13, 10), 1)).toBeCloseTo(2);
    expect(distanceToObject(player, player, at(13, 10), 2)).toBeCloseTo(1);
    expect(distanceToObject(player, player, at(10.5, 10), 1)).toBe(0);
  });

  it("measures a line from its curve, less half its width", () => {
    const pass = createObject("pass", { x: 0, y: 0, props: { end: { x: 10, y: 0 }, width: 0.4 } });
    expect(distanceToObject(pass, pass, at(5, 3), 1)).toBeCloseTo(2.8);
    expect(distanceToObject(pass, pass, at(13, 4), 1)).toBeCloseTo(4.8);
    const bent = createObject("run", {
      x: 0,
      y: 0,
      props: { end: { x: 10, y: 0 }, control: { x: 5, y: 10 }, width: 0.1 },
    });
    // The curve's middle is at (5, 5): half-way to its control.
    expect(distanceToObject(bent, bent, at(5, 5), 1)).toBeCloseTo(0, 1);
  });

  it("measures turned equipment in its own frame and an area as zero inside it", () => {
    const ladder = createObject("ladder", { x: 0, y: 0, rotation: 90 });
    // A 4 × 0.8 m ladder turned upright: (0, 1.9) is on it, (1, 0) is 0.6 m beside it.
    expect(distanceToObject(ladder, ladder, at(0, 1.9), 1)).toBe(0);
    expect(distanceToObject(ladder, ladder, at(1, 0), 1)).toBeCloseTo(0.6);
    const zone = createObject("rectangle", { x: 20, y: 20, props: { width: 10, height: 6 } });
    expect(distanceToObject(zone, zone, at(21, 21), 1)).toBe(0);
    expect(distanceToObject(zone, zone, at(28, 20), 1)).toBeCloseTo(3);
  });
});

describe("nearestObjectAt", () => {
  const near = createObject("player", { id: "near", x: 10, y: 10 });
  const far = createObject("player", { id: "far", x: 16, y: 10 });
  const zone = createObject("rectangle", { id: "zone", x: 12, y: 10, props: { width: 20, height: 20 } });

  it("takes the object whose edge is nearest, within reach only", () => {
    expect(nearestObjectAt([near, far], undefined, at(12, 10), 2, 1)).toBe("near");
    expect(nearestObjectAt([near, far], undefined, at(14, 10), 2, 1)).toBe("far");
    expect(nearestObjectAt([near, far], undefined, at(10, 20), 2, 1)).toBeNull();
  });

  it("prefers what stands in a zone to the zone itself", () => {
    expect(nearestObjectAt([zone, near], undefined, at(11.5, 10), 1, 1)).toBe("near");
    expect(nearestObjectAt([zone, near], undefined, at(10, 15), 1, 1)).toBe("zone");
  });

  it("uses the displayed poses and the token scale", () => {
    const poses = { near: { x: 30, y: 30, rotation: 0 } };
    expect(nearestObjectAt([near], poses, at(32, 30), 1.5, 1)).toBe("near");
    expect(nearestObjectAt([near], poses, at(10, 10), 1.5, 1)).toBeNull();
    // 3 m from the centre: out of a 1.5 m reach of a 2 m token, within it of a 3.4 m one.
    expect(nearestObjectAt([near], undefined, at(13, 10), 1.5, 1)).toBeNull();
    expect(nearestObjectAt([near], undefined, at(13, 10), 1.5, 1.7)).toBe("near");
  });
});

describe("fingerTarget", () => {
  it("turns a press beside a player into a press on it, and leaves handles alone", () => {
    const diagram = addObjects(createDiagram(), [createObject("player", { id: "p", x: 50, y: 30 })]);
    // 22 px at 0.1 m a pixel is 2.2 m of reach; the disc's edge is 1 m × the full pitch's token scale out.
    const edge = tokenScale(diagram);
    expect(fingerTarget({ type: "pitch" }, diagram, undefined, at(50 + edge + 1.5, 30), 0.1)).toEqual({
      type: "object",
      id: "p",
    });
    expect(fingerTarget({ type: "pitch" }, diagram, undefined, at(50 + edge + 3, 30), 0.1)).toEqual({ type: "pitch" });
    const handle = { type: "handle", id: "p", handle: "rotate" } as const;
    expect(fingerTarget(handle, diagram, undefined, at(50, 30), 0.1)).toBe(handle);
  });
});
