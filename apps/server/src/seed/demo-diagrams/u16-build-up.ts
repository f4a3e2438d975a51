import type { Diagram, DiagramObject, TeamColourId } from "@touchline/diagram";
import {
  CONE_YELLOW,
  animate,
  ball,
  ballWith,
  blue,
  draw,
  dribble,
  feet,
  keeper,
  marker,
  miniGoal,
  pass,
  pitch,
  plainLine,
  red,
  run,
  zone,
  type PersonOptions,
  type Pt,
} from "./build.ts";

/*
 * Half pitch: red builds out from the goal on the right (so red is the away side, attacking −x);
 * blue presses towards that goal (home side, attacking +x).
 */
const ours = (id: string, x: number, y: number, label: string, options: PersonOptions = {}): DiagramObject =>
  red(id, x, y, { label, team: "away", ...options });
const theirs = (id: string, x: number, y: number, label: string): DiagramObject =>
  blue(id, x, y, { label, team: "home" });
const ourKeeper = (x: number, y: number, colour: TeamColourId = "yellow") =>
  keeper("gk", x, y, { team: "away", colour });

const GK: Pt = [51, 34];
const CB5_WIDE: Pt = [45, 52];
const SIX_SHOW: Pt = [39, 40];
const EIGHT_POCKET: Pt = [27, 28];

/** Unopposed: centre-backs split, full-backs push on, keeper → CB → 6 on the half-turn → 8 between the lines. */
export const buildUpShape: Diagram = animate(
  draw(pitch("half"), [
    ourKeeper(...GK),
    ours("r4", 46, 28, "4"),
    ours("r5", 46, 40, "5"),
    ours("r2", 41, 11, "2"),
    ours("r3", 41, 57, "3"),
    ours("r6", 38, 34, "6"),
    ours("r8", 28, 22, "8"),
    ours("r10", 28, 46, "10"),
    ours("r7", 18, 8, "7"),
    ours("r9", 14, 34, "9"),
    ours("r11", 18, 60, "11"),
    ball("ball", GK[0] - 1.2, GK[1]),
    run("r4-split", [46, 28], [45, 16]),
    run("r5-split", [46, 40], CB5_WIDE),
    run("r2-push", [41, 11], [33, 5]),
    run("r3-push", [41, 57], [33, 63]),
    run("r8-pocket", [28, 22], EIGHT_POCKET, { trimEnd: 1 }),
    run("r6-show", [38, 34], SIX_SHOW, { trimEnd: 1 }),
    pass("p1", GK, CB5_WIDE, { trimStart: 1.8 }),
    pass("p2", CB5_WIDE, SIX_SHOW),
    pass("p3", SIX_SHOW, EIGHT_POCKET),
    dribble("r8-drive", EIGHT_POCKET, [17, 25], { trimStart: 1.6 }),
    marker("m1", 50, 45, 1),
    marker("m2", 44.5, 45.5, 2),
    marker("m3", 32, 31.5, 3),
  ]),
  [
    { durationMs: 1200, poses: { r4: [45, 16], r5: [...CB5_WIDE], r2: [33, 5], r3: [33, 63], r8: [...EIGHT_POCKET] } },
    { durationMs: 1000, poses: { ball: feet(CB5_WIDE, GK), r6: [...SIX_SHOW, 180] } },
    { durationMs: 1000, poses: { ball: feet(SIX_SHOW, CB5_WIDE) } },
    { durationMs: 1000, poses: { ball: feet(EIGHT_POCKET, SIX_SHOW), r6: [...SIX_SHOW, 200] } },
    { durationMs: 1200, poses: { r8: [18, 25, 170], ball: [16.8, 25.3] } },
  ],
);

// Build out under pressure: 5 + GK v 4 in the build-up zone, 2v1 in the target zone beyond the line.
const CB4: Pt = [44, 22];
const CB5: Pt = [44, 46];
const FB3: Pt = [36, 60];
const TEN_DROP: Pt = [17, 47];

function freePlayerObjects(): DiagramObject[] {
  return [
    zone("target-zone", 11, 34, 22, 68, CONE_YELLOW, 0.08, "none"),
    plainLine("zone-line", [22, 0], [22, 68], { colour: CONE_YELLOW }),
    ourKeeper(...GK),
    ours("r4", ...CB4, "4"),
    ours("r5", ...CB5, "5"),
    ours("r2", 36, 8, "2"),
    ours("r3", ...FB3, "3"),
    ours("r6", 38, 34, "6"),
    ours("r8", 14, 26, "8"),
    ours("r10", 14, 44, "10"),
    theirs("b9", 38, 26, "9"),
    theirs("b11", 33, 14, "11"),
    theirs("b7", 33, 54, "7"),
    theirs("b10", 35, 34, "10"),
    theirs("b8", 16, 35, "8"),
  ];
}

/** The 9 presses a centre-back; the keeper becomes the free player and the ball goes round the press. */
export const buildUpFreePlayer: Diagram = animate(
  draw(pitch("half"), [
    ...freePlayerObjects(),
    ball("ball", CB4[0] - 1.2, CB4[1]),
    run("b9-press", [38, 26], [41.5, 24.5], { bend: 1 }),
    pass("p1", CB4, GK, { trimStart: 1.8 }),
    pass("p2", GK, CB5),
    run("b7-jump", [33, 54], [39, 48.5]),
    pass("p3", CB5, FB3),
    pass("p4", FB3, TEN_DROP),
    run("r10-drop", [14, 44], TEN_DROP, { trimEnd: 1 }),
    marker("m1", 49.5, 26, 1),
    marker("m2", 49.5, 42.5, 2),
    marker("m3", 42, 55.5, 3),
    marker("m4", 25, 56, 4),
  ]),
  [
    { durationMs: 1000, poses: { b9: [41.5, 24.5], ball: feet(GK, CB4) } },
    { durationMs: 1100, poses: { b9: [46, 29], ball: feet(CB5, GK), b7: [39, 48.5] } },
    { durationMs: 1000, poses: { ball: feet(FB3, CB5), b11: [36, 22] } },
    { durationMs: 1100, poses: { r10: [...TEN_DROP], ball: feet(TEN_DROP, FB3), b8: [19, 42] } },
  ],
);

/** Phase of play: the 6 drops between the centre-backs to make a back three against a front two. */
export const buildUpPhase: Diagram = draw(pitch("half"), [
  miniGoal("mini-goal-1", 0, 14, "right"),
  miniGoal("mini-goal-2", 0, 34, "right"),
  miniGoal("mini-goal-3", 0, 54, "right"),
  ourKeeper(...GK),
  ballWith("ball", "gk"),
  ours("r4", 45, 20, "4"),
  ours("r5", 45, 48, "5"),
  ours("r6", 40, 34, "6"),
  ours("r2", 32, 6, "2"),
  ours("r3", 32, 62, "3"),
  ours("r8", 30, 24, "8"),
  ours("r10", 30, 44, "10"),
  theirs("b9", 38, 29, "9"),
  theirs("b10", 38, 39, "10"),
  theirs("b11", 34, 12, "11"),
  theirs("b7", 34, 56, "7"),
  theirs("b8", 26, 30, "8"),
  theirs("b6", 26, 40, "6"),
  run("r6-drop", [40, 34], [46.5, 34]),
  run("r4-wide", [45, 20], [44, 13]),
  run("r5-wide", [45, 48], [44, 55]),
  pass("p1", GK, [46.5, 34], { trimStart: 1.2, trimEnd: 1.1 }),
  pass("p2", [46.5, 34], [44, 13], { trimStart: 1.2, bend: 1.5 }),
  pass("p3", [44, 13], [30, 24], { trimStart: 1.2 }),
  dribble("r8-drive", [30, 24], [18, 22], { trimStart: 1.5 }),
  marker("m1", 49.5, 31, 1),
  marker("m2", 49, 21, 2),
  marker("m3", 38.5, 16, 3),
]);
