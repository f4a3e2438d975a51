import type { Diagram } from "@touchline/diagram";
import {
  CONE_YELLOW,
  animate,
  ball,
  ballWith,
  blue,
  coach,
  cone,
  disc,
  draw,
  dribble,
  facing,
  feet,
  goal,
  grid,
  hurdle,
  keeper,
  ladder,
  marker,
  pass,
  pitch,
  plainLine,
  red,
  run,
  shot,
  text,
  type Pt,
} from "./build.ts";

/** Footwork through a ladder and two hurdles, then a catch from the coach's volley; jog back outside. */
export const footworkHandling: Diagram = draw(grid(18, 10), [
  cone("start", 1, 5),
  ladder("ladder", 5.5, 5),
  hurdle("hurdle-1", 10, 5, 90),
  hurdle("hurdle-2", 11.8, 5, 90),
  keeper("gk-1", 2.2, 5),
  keeper("gk-2", 1.2, 7.6, { colour: "green" }),
  coach("coach", 17, 5),
  ball("ball", 15.8, 5),
  run("gk-route", [2.2, 5], [13.5, 5], { trimStart: 1.2 }),
  pass("serve", [15.8, 5], [13.8, 5], { trimStart: 0.3, trimEnd: 0 }),
  run("jog-back", [13.5, 6.4], [2.6, 8.6], { bend: -1.2, trimStart: 0, colour: "#ffffff" }),
]);

// Penalty area template: 40 × 18 m, the goal line along the top (y = 0), goal centred on x = 20.
const S1: Pt = [9, 14.5];
const S2: Pt = [20, 16];
const S3: Pt = [31, 14.5];
const SET_LEFT: Pt = [18.2, 2.6];
const SET_CENTRE: Pt = [20, 3.2];
const SET_RIGHT: Pt = [21.8, 2.6];

/** The keeper moves along the arc to the line between ball and goal centre and is set before each shot. */
export const angleShotStopping: Diagram = animate(
  draw(pitch("penalty-area"), [
    plainLine("arc", [15.8, 1], [24.2, 1], { bend: -2.4, colour: CONE_YELLOW }),
    keeper("gk", 20, 2.5, { rotation: 90 }),
    red("s1", ...S1, { rotation: facing(S1, [20, 0]) }),
    red("s2", ...S2, { rotation: 270 }),
    ballWith("ball-2", "s2"),
    red("s3", ...S3, { rotation: facing(S3, [20, 0]) }),
    ballWith("ball-3", "s3"),
    ball("ball-1", ...feet(S1, [20, 0], 1.2)),
    shot("s1-shot", S1, SET_LEFT, { trimStart: 2.2, trimEnd: 1.2 }),
    marker("m1", 7, 16.5, 1),
    marker("m2", 17.8, 17, 2),
    marker("m3", 33, 16.5, 3),
  ]),
  [
    { durationMs: 900, poses: { gk: [...SET_LEFT, facing(SET_LEFT, S1)] } },
    { durationMs: 700, poses: { "ball-1": feet(SET_LEFT, S1, 0.9) } },
    { durationMs: 1100, poses: { gk: [...SET_CENTRE, 90], "ball-1": feet(S1, [20, 0], 1.2) } },
    { durationMs: 1100, poses: { gk: [...SET_RIGHT, facing(SET_RIGHT, S3)] } },
  ],
);

/** Diving: kneeling collapse dives to each side, then from a crouch, then standing; the coach serves. */
export const divingProgression: Diagram = draw(grid(16, 12), [
  goal("goal", 8, 0, "down"),
  disc("zone-left", 4.8, 1.4),
  disc("zone-right", 11.2, 1.4),
  keeper("gk-1", 8, 1.8, { rotation: 90 }),
  keeper("gk-2", 14, 9.5, { colour: "green", rotation: 180 }),
  coach("coach", 8, 9.5),
  ball("ball", 8, 8.3),
  shot("low-left", [8, 8.3], [5.2, 1.2], { trimStart: 0.6 }),
  shot("low-right", [8, 8.3], [10.8, 1.2], { trimStart: 0.6 }),
]);

/** 1v1 breakaways: the keeper comes off the line while the ball is on the attacker's foot, sets, then spreads. */
export const oneVOneBreakaway: Diagram = draw(pitch("penalty-area"), [
  cone("start-1", 17, 17),
  cone("start-2", 23, 17),
  keeper("gk", 20, 1.5, { rotation: 90 }),
  blue("a1", 20, 15.5, { rotation: 270 }),
  ballWith("ball", "a1"),
  blue("a2", 25.5, 17, { rotation: 270 }),
  dribble("a1-dribble", [20, 15.5], [19.5, 9.5], { trimStart: 1.8 }),
  run("gk-close", [20, 1.5], [20, 6.5], { trimStart: 1.2 }),
  text("sequence", 28.5, 5, "close · set · spread", 1.2),
]);
