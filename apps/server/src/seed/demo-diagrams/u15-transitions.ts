import type { Diagram } from "@touchline/diagram";
import {
  animate,
  ball,
  ballWith,
  blue,
  corners,
  draw,
  dribble,
  facing,
  feet,
  goal,
  grid,
  joker,
  keeper,
  marker,
  miniGoal,
  pass,
  pitch,
  red,
  run,
  shot,
  smallPitch,
  text,
  type Pt,
} from "./build.ts";

/** Continuous 3v2 waves on 50 × 35 m: the two defenders plus a joiner attack the other way at once. */
export const threeVTwoWaves: Diagram = draw(smallPitch(50, 35), [
  goal("goal-left", 0, 17.5, "right"),
  goal("goal-right", 50, 17.5, "left"),
  ...corners("cone", 0, 0, 50, 35),
  keeper("gk-red", 1.5, 17.5),
  keeper("gk-blue", 48.5, 17.5, { team: "away", colour: "green" }),
  red("r1", 20, 17.5),
  ballWith("ball", "r1"),
  red("r2", 20, 8),
  red("r3", 20, 27),
  blue("b4", 33, 14),
  blue("b5", 33, 21.5),
  red("r4", 12, 12, { label: "D" }),
  red("r5", 12, 23, { label: "D" }),
  blue("b6", 25, 33.5, { label: "J" }),
  dribble("r1-dribble", [20, 17.5], [27, 17.5]),
  pass("r1-pass", [27, 17.5], [35, 26.5], { trimStart: 0.6, trimEnd: 0.4 }),
  run("r3-run", [20, 27], [35, 26.5], { bend: -0.6 }),
  shot("r3-shot", [35, 26.5], [50, 19.5], { trimStart: 0.8 }),
  run("r2-run", [20, 8], [37, 11], { bend: 0.6 }),
  run("b6-run", [25, 33.5], [16, 30], { bend: -0.6 }),
  text("next-wave", 12.5, 32.5, "next wave ←", 1.4),
]);

// Counter-press rondo: 4v4 + 2 jokers in 24 × 20 m.
const R4: Pt = [5, 15];
const R2: Pt = [19, 4];
const STEAL: Pt = [12.5, 9.3];

/** The pass is intercepted: the nearest three reds collapse on the ball within five seconds. */
export const counterPressRondo: Diagram = animate(
  draw(grid(24, 20), [
    ...corners("cone", 0, 0, 24, 20),
    joker("n1", 12, 1),
    joker("n2", 12, 19),
    red("r1", 4, 5),
    red("r2", ...R2, { rotation: 180 }),
    red("r3", 20, 15.5, { rotation: 180 }),
    red("r4", ...R4),
    blue("b1", 8, 9.5),
    blue("b2", 13, 10.3),
    blue("b3", 17, 9.5),
    blue("b4", 10, 14.5),
    ball("ball", ...feet(R4, R2, 1.2)),
    pass("lost-pass", R4, STEAL, { trimStart: 1.8, trimEnd: 1.1 }),
    run("r1-press", [4, 5], [10.3, 7.4]),
    run("r2-press", R2, [15, 6.8]),
    run("r3-press", [20, 15.5], [15.3, 11.2]),
  ]),
  [
    { durationMs: 800, poses: { ball: feet(STEAL, R4), b2: [...STEAL, 200] } },
    {
      durationMs: 1100,
      poses: {
        r1: [10.3, 7.4],
        r4: [10, 11.6],
        r2: [15, 6.8],
        r3: [15.3, 11.2],
        b1: [5, 9],
        b3: [20.5, 9],
        b4: [9, 17.5],
      },
    },
    { durationMs: 800, poses: { r4: [10.8, 10.7, 320], ball: [11.7, 10] } },
  ],
);

// Half pitch: red defends the goal on the right and counters to two mini goals on the halfway line.
const B8: Pt = [26, 38];
const INTERCEPT: Pt = [32, 36.2];
const R9_SHOW: Pt = [16.4, 39];
const R7_RUN: Pt = [6.5, 18.5];

/** Regain in midfield, forward pass into the 9, through into the winger's run, score within 10 seconds. */
export const regainAndCounter: Diagram = animate(
  draw(pitch("half"), [
    miniGoal("counter-goal-1", 0, 48, "right", 1.5),
    miniGoal("counter-goal-2", 0, 20, "right", 1.5),
    keeper("gk", 50.5, 34, { team: "away" }),
    red("r3", 39, 54, { label: "3", team: "away" }),
    red("r4", 42, 40, { label: "4", team: "away" }),
    red("r5", 42, 28, { label: "5", team: "away" }),
    red("r2", 39, 14, { label: "2", team: "away" }),
    red("r6", 31.5, 35, { label: "6", team: "away" }),
    red("r11", 20, 54, { label: "11", team: "away" }),
    red("r9", 16.4, 38, { label: "9", team: "away" }),
    red("r7", 20, 16, { label: "7", team: "away" }),
    blue("b9", 38, 34, { label: "9", team: "home" }),
    blue("b10", 34, 45, { label: "10", team: "home" }),
    blue("b8", ...B8, { label: "8", team: "home", rotation: facing(B8, [38, 34]) }),
    blue("b7", 30.5, 13, { label: "7", team: "home" }),
    blue("b11", 32.5, 57, { label: "11", team: "home" }),
    blue("b6", 24, 24, { label: "6", team: "home" }),
    blue("b4", 9, 42, { label: "4", team: "home" }),
    blue("b5", 10, 30, { label: "5", team: "home" }),
    ball("ball", ...feet(B8, [38, 34], 1.2)),
    pass("lost-pass", B8, INTERCEPT, { trimStart: 2, trimEnd: 0.9 }),
    pass("forward-pass", [31.5, 35], R9_SHOW, { trimStart: 1.2 }),
    run("r7-run", [20, 16], R7_RUN, { bend: 1 }),
    run("r11-run", [20, 54], [7.8, 46], { bend: -1 }),
    pass("through-pass", R9_SHOW, R7_RUN, { trimEnd: 1 }),
    shot("r7-shot", R7_RUN, [0, 20]),
    marker("m1", 29, 40.5, 1),
    marker("m2", 24, 34, 2),
    marker("m3", 14.5, 26, 3),
    text("rule", 26.25, 65.6, "Counter goals: score within 10 s", 1.5),
  ]),
  [
    { durationMs: 900, poses: { r6: [...INTERCEPT, 180], ball: feet(INTERCEPT, B8) } },
    {
      durationMs: 1100,
      poses: {
        ball: feet(R9_SHOW, INTERCEPT),
        r9: [...R9_SHOW, 0],
        r7: [12.6, 20],
        r11: [12.6, 50],
        b8: [24, 37, 180],
        b4: [10.5, 40.5],
        b5: [10, 27],
      },
    },
    {
      durationMs: 1100,
      poses: {
        ball: feet(R7_RUN, R9_SHOW),
        r7: [...R7_RUN, 180],
        r9: [10.7, 36, 180],
        r11: [7.8, 46],
        b5: [8.5, 22.5, 180],
      },
    },
    { durationMs: 800, poses: { ball: [-0.8, 19.8] } },
  ],
);

/** 7v7 with goalkeepers on 60 × 42 m: the team that loses the ball has five seconds to win it back. */
export const transitionGame: Diagram = draw(smallPitch(60, 42), [
  goal("goal-left", 0, 21, "right"),
  goal("goal-right", 60, 21, "left"),
  ...corners("cone", 0, 0, 60, 42),
  keeper("gk-red", 1.5, 21),
  red("r2", 14, 9),
  red("r4", 12, 21),
  red("r3", 14, 33),
  red("r6", 27, 17),
  red("r8", 30, 27),
  red("r9", 40, 21),
  keeper("gk-blue", 58.5, 21, { team: "away", colour: "green" }),
  blue("b2", 46, 33),
  blue("b4", 48, 21),
  blue("b3", 46, 9),
  blue("b6", 33, 23, { rotation: 200 }),
  ballWith("ball", "b6"),
  blue("b8", 34, 11),
  blue("b9", 20, 24),
  run("r8-press", [30, 27], [32, 24.5], { trimStart: 1 }),
  run("r9-press", [40, 21], [35, 22]),
  run("r6-press", [27, 17], [30.5, 20.5]),
  pass("b6-option", [33, 23], [20, 24], { trimStart: 2.2 }),
]);
