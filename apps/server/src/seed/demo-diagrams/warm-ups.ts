import type { Diagram, DiagramObject } from "@touchline/diagram";
import { CONE_YELLOW, ballWith, blue, coach, cone, corners, draw, grid, pass, red, run, type Pt } from "./build.ts";

/** Two lanes of six cones, 5 m apart: an exercise on the way out, an easy jog back outside the lanes. */
export const dynamicPrep: Diagram = draw(grid(30, 16), [
  ...[3, 8, 13, 18, 23, 28].flatMap((x, index): DiagramObject[] => [
    cone(`lane-a-${index + 1}`, x, 5),
    cone(`lane-b-${index + 1}`, x, 11),
  ]),
  red("a1", 9.5, 5),
  red("a2", 1.5, 5),
  red("b1", 14.5, 11),
  red("b2", 1.5, 11),
  run("a-out", [9.5, 5], [27, 5], { trimStart: 1.2 }),
  run("a-back", [28.5, 3.5], [2.5, 2], { bend: 0.5, trimStart: 0, colour: "#ffffff" }),
  run("b-out", [14.5, 11], [27, 11], { trimStart: 1.2 }),
  run("b-back", [28.5, 12.5], [2.5, 14], { bend: -0.5, trimStart: 0, colour: "#ffffff" }),
]);

// Diamond: four cones 9 m from the centre of a 24 × 24 m area.
const BOTTOM: Pt = [12, 21];
const LEFT: Pt = [3, 12];
const TOP: Pt = [12, 3];
const RIGHT: Pt = [21, 12];

function diamond(upBackThrough: boolean): Diagram {
  const objects: DiagramObject[] = [
    cone("cone-bottom", BOTTOM[0], BOTTOM[1] + 1.6),
    cone("cone-left", LEFT[0] - 1.6, LEFT[1]),
    cone("cone-top", TOP[0], TOP[1] - 1.6),
    cone("cone-right", RIGHT[0] + 1.6, RIGHT[1]),
    red("a1", ...BOTTOM, { rotation: 225 }),
    ballWith("ball", "a1"),
    red("a2", BOTTOM[0] + 2.2, BOTTOM[1] + 0.6),
    red("b1", ...LEFT, { rotation: 0 }),
    red("c1", ...TOP, { rotation: 90 }),
    red("d1", ...RIGHT, { rotation: 180 }),
  ];
  if (upBackThrough) {
    objects.push(
      pass("into-b", BOTTOM, LEFT, { trimStart: 2 }),
      pass("set-back", LEFT, [9.5, 16.5], { trimEnd: 0.8 }),
      run("a1-support", BOTTOM, [9.5, 16.5], { trimEnd: 0.8 }),
      pass("through-to-c", [9.5, 16.5], TOP, { bend: -1.5 }),
      run("b1-follow", LEFT, TOP, { bend: 2.2, trimStart: 1.3, trimEnd: 1.5 }),
    );
  } else {
    objects.push(
      pass("p1", BOTTOM, LEFT, { trimStart: 2 }),
      pass("p2", LEFT, TOP),
      pass("p3", TOP, RIGHT),
      pass("p4", RIGHT, BOTTOM),
      run("a1-follow", BOTTOM, LEFT, { bend: 2.2, trimStart: 1.3, trimEnd: 1.5 }),
      run("b1-follow", LEFT, TOP, { bend: 2.2, trimStart: 1.3, trimEnd: 1.5 }),
    );
  }
  return draw(grid(24, 24), objects);
}

/** Pass and follow round the diamond: receive on the back foot, play the next pass, follow it. */
export const diamondPassing: Diagram = diamond(false);
/** Progression: up, back and through; B sets back to A, who plays forward to C. */
export const diamondUpBackThrough: Diagram = diamond(true);

/** 5 + 1 v 2 in 16 × 16 m: five on the outside, one inside; a pass through the middle scores. */
export const positionalRondo: Diagram = draw(grid(16, 16), [
  ...corners("cone", 0, 0, 16, 16),
  red("r1", 8, 1, { rotation: 90 }),
  ballWith("ball", "r1"),
  red("r2", 15, 6, { rotation: 180 }),
  red("r3", 12, 15, { rotation: 270 }),
  red("r4", 4, 15, { rotation: 270 }),
  red("r5", 1, 6),
  red("r6", 8, 8.5, { label: "6" }),
  blue("b1", 6.3, 5.8),
  blue("b2", 10.5, 7.8),
  pass("into-6", [8, 1], [8, 8.5], { trimStart: 2.1 }),
  pass("out-of-6", [8, 8.5], [12, 15]),
]);

/** Reaction races: partners face each other; on the coach's call, race to the cone line on that side. */
export const reactionRaces: Diagram = draw(grid(22, 12), [
  ...[2, 6, 10].flatMap((y, index): DiagramObject[] => [
    cone(`left-${index + 1}`, 1, y, CONE_YELLOW),
    cone(`right-${index + 1}`, 21, y, CONE_YELLOW),
  ]),
  red("r1", 11, 2.2),
  blue("b1", 11, 4.2),
  red("r2", 11, 7.8),
  blue("b2", 11, 9.8),
  run("r1-race", [11, 2.2], [2.5, 2.2], { trimStart: 1.2 }),
  run("b1-race", [11, 4.2], [2.5, 4.2], { trimStart: 1.2 }),
  run("r2-race", [11, 7.8], [19.5, 7.8], { trimStart: 1.2 }),
  run("b2-race", [11, 9.8], [19.5, 9.8], { trimStart: 1.2 }),
  coach("coach", 11, 12.9),
]);
