import type { Diagram, DiagramObject } from "@touchline/diagram";
import {
  CONE_YELLOW,
  animate,
  ball,
  ballWith,
  blue,
  cone,
  corners,
  draw,
  dribble,
  feet,
  goal,
  grid,
  keeper,
  mannequin,
  marker,
  pass,
  pitch,
  red,
  run,
  shot,
  smallPitch,
  type Pt,
} from "./build.ts";

// Y pattern in a 36 × 20 m area: start A, stem B, arms C (top) and D (bottom), finish cone E.
const A: Pt = [3, 10];
const A_SUPPORT: Pt = [7, 12];
const B: Pt = [14, 10];
const C: Pt = [23, 2.5];
const C_RUN: Pt = [19.5, 4.5];
const D: Pt = [23, 17.5];
const E: Pt = [32, 10];

function yPatternObjects(withDefender: boolean): DiagramObject[] {
  const objects: DiagramObject[] = [
    cone("cone-a", 1.2, 10),
    cone("cone-b", 16, 10),
    cone("cone-c", 24.6, 1.6),
    cone("cone-d", 24.6, 18.4),
    cone("cone-e", ...E, CONE_YELLOW),
    red("a1", ...A),
    red("a2", 1.2, 12.4),
    red("b1", ...B, { rotation: 180 }),
    red("c1", ...C, { rotation: 180 }),
    red("d1", ...D, { rotation: 180 }),
    pass("p1", A, B, { trimStart: 2 }),
    run("a1-run", A, A_SUPPORT),
    pass("p2", B, A_SUPPORT),
    run("c1-run", C, C_RUN, { trimEnd: 0.9 }),
    pass("p3", A_SUPPORT, C_RUN),
    dribble("c1-dribble", C_RUN, E, { trimStart: 1.6, trimEnd: 1, bend: -1 }),
    marker("m1", 8.5, 8.6, 1),
    marker("m2", 10.5, 13.2, 2),
    marker("m3", 11.5, 7.2, 3),
  ];
  if (withDefender) objects.push(blue("def", 16.4, 10.6));
  return objects;
}

/** Pass into the stem, set back, then the diagonal into the arm's run; C carries on to the cone at E. */
export const yPattern: Diagram = animate(
  draw(grid(36, 20), [...yPatternObjects(false), ball("ball", A[0] + 1.2, A[1])]),
  [
    { durationMs: 900, poses: { ball: feet(B, A), a1: [...A_SUPPORT, 0] } },
    { durationMs: 700, poses: { ball: feet(A_SUPPORT, B) } },
    { durationMs: 1100, poses: { c1: [...C_RUN, 210], ball: feet(C_RUN, A_SUPPORT), b1: [16.5, 12.5, 0] } },
    { durationMs: 1200, poses: { c1: [30.5, 9, 25], ball: [31.6, 9.5] } },
  ],
);

/** Progression: a defender behind the stem (passive, then live) makes B check away and protect the ball. */
export const yPatternDefender: Diagram = draw(grid(36, 20), [...yPatternObjects(true), ballWith("ball", "a1")]);

// Combination to finish on the attacking third: 35 m deep, the goal on the right at y = 34.
const P8: Pt = [9, 30];
const P8_SUPPORT: Pt = [13, 34.5];
const P9: Pt = [21, 33];
const P7: Pt = [12, 56];
const P7_RUN: Pt = [27, 57];
const BYLINE: Pt = [31.5, 52];
const FINISH: Pt = [25.5, 37];

function combinationObjects(): DiagramObject[] {
  return [
    mannequin("cb-1", 27, 30, 90, 2),
    mannequin("cb-2", 28.5, 39.5, 90, 2),
    mannequin("fb", 21, 51, 90, 2),
    keeper("gk", 34, 34, { team: "away", colour: "green" }),
    red("r8", ...P8, { label: "8" }),
    red("r9", ...P9, { label: "9", rotation: 180 }),
    red("r7", ...P7, { label: "7" }),
    pass("p1", P8, P9, { trimStart: 2 }),
    run("r8-run", P8, P8_SUPPORT, { trimStart: 1.2 }),
    pass("p2", P9, P8_SUPPORT),
    run("r7-run", P7, P7_RUN, { bend: -1.5 }),
    pass("p3", P8_SUPPORT, P7_RUN, { trimEnd: 1 }),
    dribble("r7-dribble", P7_RUN, BYLINE, { trimStart: 1.2 }),
    run("r9-run", P9, FINISH, { bend: 1 }),
    pass("cut-back", BYLINE, FINISH, { trimStart: 1.3 }),
    shot("finish", FINISH, [35, 35.5], { trimStart: 1.4 }),
    marker("m1", 15, 29.4, 1),
    marker("m2", 17, 36.2, 2),
    marker("m3", 17.5, 46, 3),
    marker("m4", 30.5, 44, 4),
  ];
}

/** Into the striker, set, diagonal in behind the full-back, drive to the byline and cut back. */
export const combinationFinish: Diagram = animate(
  draw(pitch("attacking-third"), [...combinationObjects(), ball("ball", P8[0] + 1.2, P8[1])]),
  [
    { durationMs: 900, poses: { ball: feet([20, 33], P8), r9: [20, 33, 180], r8: [12, 33.5, 0] } },
    {
      durationMs: 700,
      poses: { ball: feet(P8_SUPPORT, [20, 33]), r8: [...P8_SUPPORT, 0], r9: [21, 35, 0], r7: [16, 56, 0] },
    },
    {
      durationMs: 1200,
      poses: { ball: feet(P7_RUN, P8_SUPPORT), r7: [...P7_RUN, 0], r9: [23, 36.5, 0], r8: [17, 35, 0] },
    },
    { durationMs: 1000, poses: { r7: [...BYLINE, 315], ball: [32.4, 51.2], r9: [...FINISH, 0], r8: [19.5, 39, 0] } },
    { durationMs: 800, poses: { ball: feet(FINISH, BYLINE) } },
    { durationMs: 600, poses: { ball: [35.8, 35.6], gk: [34, 36.2, 180] } },
  ],
);

/** Progression: a defender recovers from the halfway side as soon as the ball goes wide. */
export const combinationFinishRecovery: Diagram = draw(pitch("attacking-third"), [
  ...combinationObjects(),
  ballWith("ball", "r8"),
  blue("recovering", 10, 44),
  run("recovery-run", [10, 44], [24, 42], { bend: 1 }),
]);

/** 3v2 from 35 m with a third defender recovering from the side. */
export const threeVTwoRecovery: Diagram = draw(pitch("attacking-third"), [
  cone("start-1", 1.5, 18),
  cone("start-2", 1.5, 50),
  cone("recovery-start", 1.5, 8, CONE_YELLOW),
  keeper("gk", 34, 34, { team: "away", colour: "green" }),
  red("r1", 4, 34),
  ballWith("ball", "r1"),
  red("r2", 4, 22),
  red("r3", 4, 46),
  blue("b4", 15, 33),
  blue("b5", 17, 40),
  blue("b6", 3, 9),
  dribble("r1-dribble", [4, 34], [11, 33.5]),
  run("r2-run", [4, 22], [20, 24], { bend: 1.5 }),
  pass("r1-pass", [11, 33.5], [20, 24], { trimStart: 0.6, trimEnd: 0.5 }),
  shot("r2-shot", [20, 24], [35, 31.5], { trimStart: 0.8 }),
  run("r3-run", [4, 46], [21, 41], { bend: -1 }),
  run("b6-run", [3, 9], [15, 21], { bend: -1 }),
]);

/** 8v8 on 60 × 45 m: a goal straight after a one-two counts double. */
export const oneTwoGame: Diagram = draw(smallPitch(60, 45), [
  goal("goal-left", 0, 22.5, "right"),
  goal("goal-right", 60, 22.5, "left"),
  ...corners("cone", 0, 0, 60, 45),
  keeper("gk-red", 1.5, 22.5),
  red("r2", 14, 8),
  red("r4", 12, 22.5),
  red("r3", 14, 37),
  red("r6", 25, 14),
  red("r8", 25, 31),
  ballWith("ball", "r8"),
  red("r9", 38, 17),
  red("r10", 38, 28),
  keeper("gk-blue", 58.5, 22.5, { team: "away", colour: "green" }),
  blue("b2", 47, 37),
  blue("b4", 49, 22.5),
  blue("b3", 47, 8),
  blue("b6", 34, 11),
  blue("b8", 34, 38),
  blue("b9", 22, 19),
  blue("b10", 22, 27),
  pass("wall-in", [25, 31], [38, 28], { trimStart: 2 }),
  run("r8-run", [25, 31], [42, 33.5], { bend: -1.5 }),
  pass("wall-out", [38, 28], [42, 33.5], { trimEnd: 0.4 }),
  shot("r8-shot", [42, 33.5], [60, 24]),
]);
