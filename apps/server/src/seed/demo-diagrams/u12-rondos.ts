import type { Diagram } from "@touchline/diagram";
import {
  animate,
  ball,
  ballWith,
  blue,
  corners,
  draw,
  dribble,
  feet,
  goal,
  grid,
  joker,
  keeper,
  marker,
  pass,
  red,
  run,
  smallPitch,
  type Pt,
} from "./build.ts";

// 4v1 in a 10 × 10 m box: one red in the middle of each side.
const R1: Pt = [5, 0.9];
const R2: Pt = [9.1, 5];
const R3: Pt = [5, 9.1];
const R4: Pt = [0.9, 5];

/** 4v1: the ball goes round the box faster than the defender can run. */
export const rondoFourVOne: Diagram = animate(
  draw(grid(10, 10), [
    ...corners("cone", 0, 0, 10, 10),
    red("r1", ...R1, { rotation: 90 }),
    red("r2", ...R2, { rotation: 180 }),
    red("r3", ...R3, { rotation: 270 }),
    red("r4", ...R4),
    blue("b1", 4.6, 5.4),
    ball("ball", ...feet(R1, R2, 1)),
    pass("p1", R1, R2, { trimStart: 1.3, trimEnd: 1.2 }),
    pass("p2", R2, R3, { trimStart: 1.3, trimEnd: 1.2 }),
    pass("p3", R3, R4, { trimStart: 1.3, trimEnd: 1.2 }),
  ]),
  [
    { durationMs: 900, poses: { ball: feet(R2, R1, 1), b1: [6.6, 5.2] } },
    { durationMs: 900, poses: { ball: feet(R3, R2, 1), b1: [6.2, 6.5] } },
    { durationMs: 900, poses: { ball: feet(R4, R3, 1), b1: [3.6, 5.6] } },
  ],
);

/** Progression: 4v2 in 12 × 12 m; a pass between the two defenders (a split) scores a point. */
export const rondoFourVTwo: Diagram = draw(grid(12, 12), [
  ...corners("cone", 0, 0, 12, 12),
  red("r1", 6, 0.9, { rotation: 90 }),
  red("r2", 11.1, 6, { rotation: 180 }),
  red("r3", 6, 11.1, { rotation: 270 }),
  red("r4", 0.9, 6),
  ballWith("ball", "r4"),
  blue("b1", 5.5, 4.2),
  blue("b2", 6.5, 7.8),
  pass("split", [0.9, 6], [11.1, 6], { trimStart: 2.2 }),
]);

// 5v2 in a 15 × 15 m box.
const F1: Pt = [7.5, 1];
const F2: Pt = [14, 5.5];
const F3: Pt = [11, 14];
const F4: Pt = [4, 14];
const F5: Pt = [1, 5.5];

/** 5v2: both defenders jump to the ball and open a gap; the split pass goes through it. */
export const rondoFiveVTwo: Diagram = animate(
  draw(grid(15, 15), [
    ...corners("cone", 0, 0, 15, 15),
    red("r1", ...F1, { rotation: 90 }),
    red("r2", ...F2, { rotation: 180 }),
    red("r3", ...F3, { rotation: 250 }),
    red("r4", ...F4, { rotation: 290 }),
    red("r5", ...F5),
    blue("b1", 5.5, 7.5),
    blue("b2", 9, 8.5),
    ball("ball", ...feet(F5, F1)),
    pass("p1", F5, F1, { trimStart: 1.5 }),
    pass("split", F1, F3, { trimStart: 1.3 }),
    marker("m1", 3.2, 2, 1),
    marker("m2", 11.8, 8.6, 2),
  ]),
  [
    { durationMs: 1000, poses: { ball: feet(F1, F5), b1: [6, 4.5], b2: [10.5, 4] } },
    { durationMs: 1100, poses: { ball: feet(F3, F1), b1: [7, 6.4, 90], b2: [10.8, 6.4, 90] } },
  ],
);

/** Progression: if the defenders win it they score by dribbling out; the reds counter-press at once. */
export const rondoFiveVTwoEscape: Diagram = draw(grid(15, 15), [
  ...corners("cone", 0, 0, 15, 15),
  red("r1", ...F1, { rotation: 90 }),
  red("r2", ...F2, { rotation: 180 }),
  red("r3", ...F3, { rotation: 250 }),
  red("r4", ...F4, { rotation: 290 }),
  red("r5", ...F5),
  blue("b1", 7.5, 9, { rotation: 90 }),
  ballWith("ball", "b1"),
  blue("b2", 10.5, 6),
  dribble("escape", [7.5, 9], [7.5, 14.8], { bend: 0.5 }),
  run("r4-press", F4, [6, 11], { trimEnd: 0.4 }),
  run("r3-press", F3, [9, 11.5], { trimEnd: 0.4 }),
  run("r1-press", F1, [7.5, 6], { trimEnd: 0.4 }),
]);

// 4v4+3 positional game in 30 × 25 m: the end jokers and the central joker play with the team in possession.
const N1: Pt = [1, 12.5];
const NC: Pt = [15, 12.5];
const N2: Pt = [29, 12.5];
const P1: Pt = [8, 3];
const P3: Pt = [21, 4];

/** End to end through the central joker: the ball travels N1 → red → central joker → red → N2. */
export const positionalGame: Diagram = animate(
  draw(grid(30, 25), [
    ...corners("cone", 0, 0, 30, 25),
    joker("n1", ...N1),
    joker("nc", ...NC),
    joker("n2", ...N2),
    red("r1", ...P1),
    red("r2", 8, 21.5),
    red("r3", ...P3),
    red("r4", 20, 21.5),
    blue("b1", 10, 10.5),
    blue("b2", 12, 17),
    blue("b3", 19, 13.5),
    blue("b4", 22.5, 18),
    ball("ball", ...feet(N1, P1)),
    pass("p1", N1, P1),
    pass("p2", P1, NC),
    pass("p3", NC, P3),
    pass("p4", P3, N2),
    marker("m1", 3, 6.5, 1),
    marker("m2", 12.8, 6.5, 2),
    marker("m3", 16.3, 7.5, 3),
    marker("m4", 26.6, 6.5, 4),
  ]),
  [
    { durationMs: 1000, poses: { ball: feet(P1, N1), b1: [9.5, 7.5] } },
    { durationMs: 1000, poses: { ball: feet(NC, P1), b1: [11.5, 9.5], b3: [17.5, 12] } },
    { durationMs: 1000, poses: { ball: feet(P3, NC), b3: [20, 10], b4: [22.5, 14] } },
    { durationMs: 1000, poses: { ball: feet(N2, P3) } },
  ],
);

/** 6v6 with goalkeepers on 50 × 35 m: a goal after five or more passes in a row counts double. */
export const possessionGame: Diagram = draw(smallPitch(50, 35), [
  goal("goal-left", 0, 17.5, "right"),
  goal("goal-right", 50, 17.5, "left"),
  ...corners("cone", 0, 0, 50, 35),
  keeper("gk-red", 1.5, 17.5),
  keeper("gk-blue", 48.5, 17.5, { team: "away", colour: "green" }),
  red("r2", 11, 11, { label: "2" }),
  red("r3", 11, 24, { label: "3" }),
  red("r4", 22, 5, { label: "4" }),
  red("r6", 21, 17.5, { label: "6" }),
  red("r8", 22, 30, { label: "8" }),
  red("r9", 33, 17.5, { label: "9" }),
  ballWith("ball", "r3"),
  blue("b2", 39, 24, { label: "2" }),
  blue("b3", 39, 11, { label: "3" }),
  blue("b4", 29, 30, { label: "4" }),
  blue("b6", 29, 17.5, { label: "6" }),
  blue("b8", 29, 5, { label: "8" }),
  blue("b9", 17, 17.5, { label: "9" }),
  pass("p1", [11, 24], [22, 30], { trimStart: 2.1 }),
  pass("p2", [22, 30], [21, 17.5], { bend: -1.5 }),
  pass("p3", [21, 17.5], [22, 5], { bend: 1.2 }),
  run("r9-run", [33, 17.5], [36, 8], { bend: 1 }),
  pass("p4", [22, 5], [36, 8], { trimEnd: 0.3 }),
]);
