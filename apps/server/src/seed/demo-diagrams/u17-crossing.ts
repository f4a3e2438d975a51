import type { Diagram, DiagramObject } from "@touchline/diagram";
import {
  CONE_YELLOW,
  animate,
  ball,
  ballWith,
  blue,
  corners,
  draw,
  dribble,
  feet,
  flag,
  goal,
  keeper,
  miniGoal,
  pass,
  pitch,
  red,
  run,
  shot,
  smallPitch,
  zone,
  type Pt,
} from "./build.ts";

// Attacking third (35 × 68 m): red attacks the goal on the right; posts at y = 30.34 and 37.66.
const P8: Pt = [10, 40];
const P7: Pt = [14, 60];
const BYLINE: Pt = [29, 60];
const NEAR_POST: Pt = [30.5, 38.5];
const FAR_POST: Pt = [30, 29.5];
const CUT_BACK: Pt = [23, 40];

function crossingObjects(opposed: boolean): DiagramObject[] {
  const objects: DiagramObject[] = [
    zone("crossing-zone", 29, 61, 12, 14, CONE_YELLOW, 0.12),
    keeper("gk", 34, 34, { team: "away", colour: "green" }),
    red("r8", ...P8, { label: "8" }),
    red("r7", ...P7, { label: "7" }),
    red("r9", 18, 36, { label: "9" }),
    red("r10", 18, 28, { label: "10" }),
    pass("p1", P8, P7, { trimStart: 1.8 }),
    dribble("r7-dribble", P7, BYLINE, { trimStart: 1.4 }),
    pass("cross", BYLINE, NEAR_POST, { bend: 2.5, trimStart: 1.6, trimEnd: 0.8 }),
    run("r9-near-post", [18, 36], NEAR_POST, { bend: -1.5, trimEnd: 1 }),
    run("r10-far-post", [18, 28], FAR_POST, { bend: 1 }),
    run("r8-cut-back", P8, CUT_BACK, { trimStart: 1.4 }),
    shot("r9-finish", NEAR_POST, [35, 35.5], { trimStart: 1.2 }),
  ];
  if (opposed) objects.push(blue("b4", 28, 32), blue("b5", 27, 39));
  return objects;
}

/** Three runs for every cross: near post, far post and the cut-back space around the penalty spot. */
export const crossingRuns: Diagram = animate(
  draw(pitch("attacking-third"), [...crossingObjects(false), ball("ball", ...feet(P8, P7, 1.2))]),
  [
    { durationMs: 1000, poses: { ball: feet([15, 59], P8), r7: [15, 59], r8: [12, 41] } },
    {
      durationMs: 1500,
      poses: { r7: [...BYLINE, 0], ball: [30.2, 60], r9: [24, 37], r10: [24, 28.5], r8: [18, 40.5] },
    },
    {
      durationMs: 900,
      poses: { ball: feet(NEAR_POST, BYLINE, 0.9), r9: [...NEAR_POST], r10: [...FAR_POST], r8: [...CUT_BACK] },
    },
    { durationMs: 600, poses: { ball: [35.8, 35.6], gk: [34, 36, 180] } },
  ],
);

/** Progression: two defenders and the keeper; the runs have to beat a marker first. */
export const crossingRunsOpposed: Diagram = draw(pitch("attacking-third"), [
  ...crossingObjects(true),
  ballWith("ball", "r8"),
]);

// Attacking corner from the right: the taker at the corner flag (35, 68).
const DELIVERY: Pt = [30.3, 41.5];
const FLICK_TARGET: Pt = [31.2, 30.8];

/** Near-post flick: the 9 attacks the front post, the 5 arrives at the back post, the 10 screens. */
export const attackingCorner: Diagram = animate(
  draw(pitch("attacking-third"), [
    flag("corner-flag", 35, 68),
    keeper("gk", 34, 34, { team: "away", colour: "green" }),
    red("r7", 33.3, 66.8, { label: "7", rotation: 300 }),
    ball("ball", 34.4, 67.4),
    red("r9", 21, 43.5, { label: "9" }),
    red("r5", 19.5, 35, { label: "5" }),
    red("r4", 21, 28, { label: "4" }),
    red("r10", 32.6, 37, { label: "10" }),
    red("r8", 15, 41, { label: "8" }),
    red("r6", 15, 27, { label: "6" }),
    blue("z1", 28.6, 31.5),
    blue("z2", 28.6, 35.5),
    blue("z3", 28.9, 39.3),
    blue("m-r9", 23.4, 42.3),
    blue("m-r5", 22, 34),
    blue("m-r4", 23.4, 29.2),
    pass("delivery", [34.4, 67.4], DELIVERY, { bend: -3, trimStart: 0.6, trimEnd: 0.6 }),
    run("r9-run", [21, 43.5], [29.8, 42], { bend: 1 }),
    run("r5-run", [19.5, 35], FLICK_TARGET, { bend: 1.5, trimEnd: 0.9 }),
    run("r4-run", [21, 28], [27, 34.5], { bend: 0.8 }),
    pass("flick", DELIVERY, FLICK_TARGET, { trimStart: 0.8, trimEnd: 1 }),
    shot("r5-finish", FLICK_TARGET, [35, 32]),
  ]),
  [
    {
      durationMs: 900,
      poses: {
        r9: [26, 43.5],
        r5: [24.5, 32],
        r4: [24.5, 32],
        "m-r9": [25.5, 41.5],
        "m-r5": [25.5, 34],
        "m-r4": [25.5, 30],
      },
    },
    {
      durationMs: 1000,
      poses: {
        ball: DELIVERY,
        r9: [29.8, 42.3],
        r5: [28.5, 30],
        r4: [27, 34.5],
        "m-r9": [28, 40.8],
        "m-r5": [27.2, 31.8],
        "m-r4": [26.5, 32.5],
      },
    },
    { durationMs: 600, poses: { ball: feet([31, 30.6], DELIVERY, 0.9), r5: [...FLICK_TARGET] } },
    { durationMs: 500, poses: { ball: [35.8, 31.6], gk: [34, 32.5, 180] } },
  ],
);

/** Opposed crossing: a free winger in the channel, 2v2 in the box plus a late runner; defenders counter. */
export const opposedCrossing: Diagram = draw(pitch("attacking-third"), [
  zone("channel-left", 17.5, 6, 35, 12, CONE_YELLOW, 0.08),
  zone("channel-right", 17.5, 62, 35, 12, CONE_YELLOW, 0.08),
  miniGoal("counter-1", 0, 24, "right"),
  miniGoal("counter-2", 0, 44, "right"),
  keeper("gk", 34, 34, { team: "away", colour: "green" }),
  red("r8", 10, 38, { label: "8" }),
  ballWith("ball", "r8"),
  red("r7", 14, 62, { label: "7" }),
  red("r9", 20, 34, { label: "9" }),
  red("r10", 20, 27, { label: "10" }),
  red("r6", 6, 30, { label: "6" }),
  blue("b4", 27, 31),
  blue("b5", 26.5, 38),
  pass("p1", [10, 38], [14, 62], { trimStart: 1.8 }),
  dribble("r7-dribble", [14, 62], [28, 62.5], { trimStart: 1.4 }),
  pass("cross", [28, 62.5], [29, 33.5], { bend: 2, trimStart: 1.6, trimEnd: 0.5 }),
  run("r9-run", [20, 34], [28.5, 36.5], { bend: -1 }),
  run("r10-run", [20, 27], [29.5, 30.5], { bend: 1 }),
  run("r8-run", [10, 38], [21, 41]),
]);

/** 8v8 on 64 × 46 m with free crossing channels: goals from crosses count double, headers and volleys triple. */
export const crossingGame: Diagram = draw(smallPitch(64, 46), [
  zone("channel-top", 32, 4, 64, 8, CONE_YELLOW, 0.12),
  zone("channel-bottom", 32, 42, 64, 8, CONE_YELLOW, 0.12),
  goal("goal-left", 0, 23, "right"),
  goal("goal-right", 64, 23, "left"),
  ...corners("cone", 0, 0, 64, 46),
  keeper("gk-red", 1.5, 23),
  red("r4", 13, 17),
  red("r5", 13, 29),
  red("r6", 25, 23),
  ballWith("ball", "r6"),
  red("r7", 34, 42),
  red("r11", 31, 4),
  red("r9", 44, 19),
  red("r10", 42, 28),
  keeper("gk-blue", 62.5, 23, { team: "away", colour: "green" }),
  blue("b4", 52, 17),
  blue("b5", 52, 29),
  blue("b6", 39, 23),
  blue("b7", 22, 4),
  blue("b11", 20, 42),
  blue("b9", 20, 19),
  blue("b10", 22, 28),
  pass("switch", [25, 23], [34, 42], { trimStart: 2 }),
  dribble("r7-dribble", [34, 42], [52, 42], { trimStart: 1.4 }),
  pass("cross", [52, 42], [57, 25.5], { bend: 1.5, trimStart: 1.4, trimEnd: 0.5 }),
  run("r9-run", [44, 19], [56.5, 21.5], { bend: 1 }),
  run("r10-run", [42, 28], [56, 27]),
]);
