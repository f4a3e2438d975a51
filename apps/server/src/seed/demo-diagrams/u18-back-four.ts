import type { Diagram, DiagramObject } from "@touchline/diagram";
import {
  animate,
  ball,
  ballWith,
  blue,
  corners,
  draw,
  dribble,
  feet,
  grid,
  keeper,
  miniGoal,
  pass,
  pitch,
  red,
  run,
  text,
  type PersonOptions,
  type Pt,
} from "./build.ts";

/*
 * Half pitch: red defends the goal on the right (the away side, attacking −x); blue attacks it
 * (home side, attacking +x). Red's right-back (2) is on the top touchline, the left-back (3) at the bottom.
 */
const ours = (id: string, x: number, y: number, label = "", options: PersonOptions = {}): DiagramObject =>
  red(id, x, y, { label, team: "away", ...options });
const theirs = (id: string, x: number, y: number, label = "", options: PersonOptions = {}): DiagramObject =>
  blue(id, x, y, { label, team: "home", ...options });
const ourKeeper = (x: number, y: number) => keeper("gk", x, y, { team: "away" });

/** 2v2 in a 20 × 16 m channel: first defender presses, second covers at an angle; attackers dribble over the line. */
export const pressCoverTwoVTwo: Diagram = draw(grid(20, 16), [
  ...corners("cone", 0, 0, 20, 16),
  theirs("b1", 6, 5.5),
  ballWith("ball", "b1"),
  theirs("b2", 6, 11.5),
  ours("r1", 18.5, 5),
  ours("r2", 18.5, 11),
  pass("serve", [18.5, 5], [6, 5.5], { trimStart: 1.3, trimEnd: 2.4, bend: -0.6 }),
  run("r1-press", [18.5, 5], [9.5, 6.2], { bend: 1.2 }),
  run("r2-cover", [18.5, 11], [13, 9.2]),
  text("pressure", 9.5, 2.6, "press", 1.2),
  text("cover", 14.2, 12.2, "cover", 1.2),
]);

// Shadow shifting: five blue servers across the pitch move the ball; the back four shifts as a unit.
const B9: Pt = [20, 34];
const B7: Pt = [24, 60];
const B11: Pt = [24, 8];

/** Ball wide: press, cover, balance and tuck in. Ball back: step up. Ball switched: shift across together. */
export const backFourShift: Diagram = animate(
  draw(pitch("half"), [
    ourKeeper(50.5, 34),
    ours("r2", 42, 17, "2"),
    ours("r4", 43, 28, "4"),
    ours("r5", 43, 40, "5"),
    ours("r3", 42, 51, "3"),
    theirs("b11", ...B11, "11"),
    theirs("b10", 28, 22, "10"),
    theirs("b9", ...B9, "9"),
    theirs("b8", 28, 46, "8"),
    theirs("b7", ...B7, "7"),
    ball("ball", ...feet(B9, B7, 1.2)),
    pass("to-right", B9, B7, { trimStart: 1.8 }),
    pass("to-left", B9, B11, { trimStart: 1.8 }),
  ]),
  [
    { durationMs: 1000, poses: { ball: feet(B7, B9) } },
    { durationMs: 1300, poses: { r3: [31, 56.5], r5: [38, 46.5], r4: [41, 37], r2: [42, 27], gk: [49, 38] } },
    { durationMs: 900, poses: { ball: feet(B9, B7) } },
    { durationMs: 1300, poses: { r2: [39, 18], r4: [40, 29], r5: [40, 39], r3: [39, 50], gk: [48, 34] } },
    { durationMs: 900, poses: { ball: feet(B11, B9) } },
    { durationMs: 1300, poses: { r2: [31, 11.5], r4: [37, 21.5], r5: [39, 31], r3: [40, 41], gk: [49, 30] } },
  ],
);

/** Line control: closed ball (under pressure, back to goal) → step up together; open ball → drop. */
export const lineControl: Diagram = animate(
  draw(pitch("half"), [
    ourKeeper(50.5, 34),
    ours("r2", 40, 18, "2"),
    ours("r4", 41, 29, "4"),
    ours("r5", 41, 39, "5"),
    ours("r3", 40, 50, "3"),
    ours("r6", 28, 32, "6"),
    theirs("b8", 22, 34, "8"),
    theirs("b9", 38, 30, "9"),
    theirs("b10", 37, 40, "10"),
    theirs("b11", 32, 12, "11"),
    theirs("b7", 32, 56, "7"),
    ball("ball", 23.2, 34),
    run("r6-press", [28, 32], [24.6, 33.4], { trimEnd: 0 }),
    run("b9-run", [38, 30], [43.5, 31.5], { bend: -0.6 }),
    pass("ball-over", [24, 38], [46, 34.5], { trimStart: 1.4, trimEnd: 0.4, bend: 1 }),
    text("rule", 26.25, 65.6, "Closed ball: step up · Open ball: drop", 1.5),
  ]),
  [
    {
      durationMs: 1100,
      poses: {
        r6: [24.6, 33.4],
        b8: [22, 34, 180],
        ball: [20.8, 34],
        r2: [35, 18],
        r4: [36, 29],
        r5: [36, 39],
        r3: [35, 50],
        gk: [46, 34],
      },
    },
    {
      durationMs: 1100,
      poses: {
        b8: [24, 38, 0],
        ball: [25.2, 38.2],
        r6: [23.5, 36],
        r2: [40, 18],
        r4: [42, 29],
        r5: [42, 39],
        r3: [40, 50],
        gk: [49, 34],
        b9: [36, 30],
      },
    },
    { durationMs: 1200, poses: { ball: [45.5, 34.6], gk: [46.6, 34.6], b9: [43, 31.5], r4: [44, 30.5] } },
  ],
);

/** Defend the box: back four + two screening midfielders against six; win it and score in a counter goal. */
export const defendTheBox: Diagram = draw(pitch("half"), [
  miniGoal("counter-1", 0, 18, "right"),
  miniGoal("counter-2", 0, 50, "right"),
  ourKeeper(50.5, 35),
  ours("r2", 42, 25, "2"),
  ours("r4", 44, 33, "4"),
  ours("r5", 41, 44, "5"),
  ours("r3", 33, 56, "3"),
  ours("r6", 34, 42, "6"),
  ours("r8", 34, 30, "8"),
  theirs("b7", 29, 59, "7", { rotation: 20 }),
  ballWith("ball", "b7"),
  theirs("b2", 22, 63, "2"),
  theirs("b9", 38, 36, "9"),
  theirs("b11", 36, 16, "11"),
  theirs("b10", 28, 31, "10"),
  theirs("b8", 26, 45, "8"),
  run("b2-overlap", [22, 63], [37, 64.5], { bend: -1 }),
  run("b9-near-post", [38, 36], [45.5, 41], { bend: -0.6 }),
  run("r5-track", [41, 44], [45, 43.5], { trimStart: 1, trimEnd: 0 }),
  run("r6-screen", [34, 42], [37, 47], { trimEnd: 0 }),
  dribble("b7-dribble", [29, 59], [34.5, 60.5]),
]);
