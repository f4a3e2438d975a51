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
  facing,
  feet,
  gate,
  goal,
  grid,
  keeper,
  pass,
  pitch,
  red,
  run,
  smallPitch,
  text,
  zone,
  type Pt,
} from "./build.ts";

/** 20 × 15 m channel: three gates on the left line, the centre one worth 3 points, the wide ones 1. */
export const pressingApproach: Diagram = draw(grid(20, 15), [
  ...corners("cone", 0, 0, 20, 15),
  ...gate("gate-top", 0, 2.75, 2.5),
  ...gate("gate-centre", 0, 7.5, 3, "vertical", CONE_YELLOW),
  ...gate("gate-bottom", 0, 12.25, 2.5),
  text("points-top", -1.6, 2.75, "1", 1.4),
  text("points-centre", -1.6, 7.5, "3", 1.4),
  text("points-bottom", -1.6, 12.25, "1", 1.4),
  red("r1", 2, 7.5),
  ball("ball", 3.2, 7.5),
  blue("b1", 18.5, 7.5),
  pass("serve", [2, 7.5], [18.5, 7.5], { trimStart: 2.2 }),
  run("r1-run", [2, 7.5], [12, 8.6], { bend: -2, trimStart: 1.4 }),
  dribble("b1-dribble", [18.5, 7.5], [1, 3], { bend: -1.6, trimStart: 1.4 }),
]);

// Half pitch: blue builds out from the goal on the right towards the halfway line; red presses.
const B5: Pt = [44, 42];
const B3: Pt = [38, 58];

function buildOutGates(): DiagramObject[] {
  return [...gate("gate-1", 1, 15, 6), ...gate("gate-2", 1, 34, 6), ...gate("gate-3", 1, 53, 6)];
}

function blueBackFive(ballCarrier: "b4" | "b5"): DiagramObject[] {
  return [
    keeper("gk", 51, 34, { team: "away", colour: "green" }),
    blue("b2", 38, 10, { label: "2" }),
    blue("b4", 44, 26, { label: "4", rotation: ballCarrier === "b4" ? facing([44, 26], [51, 34]) : 180 }),
    blue("b5", ...B5, { label: "5", rotation: ballCarrier === "b5" ? facing(B5, B3) : 180 }),
    blue("b3", ...B3, { label: "3" }),
    blue("b6", 30, 36, { label: "6" }),
  ];
}

/** Trigger: the centre-back plays to the full-back; the nearest presser curves in and the team shifts. */
export const pressingTriggerFullBack: Diagram = animate(
  draw(pitch("half"), [
    ...buildOutGates(),
    ...blueBackFive("b5"),
    red("r9", 34, 34, { label: "9" }),
    red("r10", 26, 32, { label: "10" }),
    red("r7", 28, 50, { label: "7" }),
    red("r11", 32, 16, { label: "11" }),
    red("r8", 23, 47, { label: "8" }),
    ball("ball", ...feet(B5, B3)),
    pass("trigger-pass", B5, B3, { trimStart: 1.8 }),
    run("r7-run", [28, 50], [36.4, 55.4], { bend: 2 }),
    run("r9-run", [34, 34], [41, 44]),
    run("r10-run", [26, 32], [32, 43.5]),
    run("r8-run", [23, 47], [28.5, 60]),
    run("r11-run", [32, 16], [33, 28]),
    text("label", 26.25, 65.6, "Trigger: pass to the full-back", 1.5),
  ]),
  [
    { durationMs: 1100, poses: { ball: feet(B3, B5), r7: [33, 50.8], b6: [31, 41] } },
    {
      durationMs: 1200,
      poses: { r7: [36.4, 55.4], r9: [41, 44], r10: [32, 43.5], r8: [28.5, 60], r11: [33, 28], b5: [45, 45] },
    },
    { durationMs: 900, poses: { r7: [37.3, 56.4, 30], ball: [36.6, 55.6] } },
  ],
);

/** Progression, trigger 2: a back pass to the goalkeeper; the 9 curves his run to cut out the passer. */
export const pressingTriggerBackPass: Diagram = draw(pitch("half"), [
  ...buildOutGates(),
  ...blueBackFive("b4"),
  ballWith("ball", "b4"),
  red("r9", 36, 31, { label: "9" }),
  red("r10", 26, 33, { label: "10" }),
  red("r7", 32, 52, { label: "7" }),
  red("r11", 32, 16, { label: "11" }),
  red("r8", 22, 44, { label: "8" }),
  pass("trigger-pass", [44, 26], [51, 34], { trimStart: 2.2 }),
  run("r9-run", [36, 31], [47, 31.5], { bend: 1.5 }),
  run("r7-run", [32, 52], [41, 45]),
  run("r11-run", [32, 16], [35.5, 12.5]),
  run("r10-run", [26, 33], [31, 38.5]),
  run("r8-run", [22, 44], [33, 54.5]),
  text("label", 26.25, 65.6, "Trigger: back pass to the goalkeeper", 1.5),
]);

/** 8v8 on 60 × 45 m: win it in the shaded press zone and score within 8 seconds for a triple goal. */
export const highPressGame: Diagram = draw(smallPitch(60, 45), [
  zone("press-zone-left", 7.5, 22.5, 15, 45, CONE_YELLOW, 0.1),
  zone("press-zone-right", 52.5, 22.5, 15, 45, CONE_YELLOW, 0.1),
  goal("goal-left", 0, 22.5, "right"),
  goal("goal-right", 60, 22.5, "left"),
  ...corners("cone", 0, 0, 60, 45),
  cone("zone-1", 15, 0, CONE_YELLOW),
  cone("zone-2", 15, 45, CONE_YELLOW),
  cone("zone-3", 45, 0, CONE_YELLOW),
  cone("zone-4", 45, 45, CONE_YELLOW),
  keeper("gk-red", 1.5, 22.5),
  red("r4", 22, 17),
  red("r5", 22, 29),
  red("r6", 36, 20),
  red("r8", 35, 33),
  red("r7", 38, 7),
  red("r9", 44, 16.5),
  red("r10", 43, 28),
  keeper("gk-blue", 58.5, 22.5, { team: "away", colour: "green" }),
  blue("b4", 51, 11, { rotation: 200 }),
  ballWith("ball", "b4"),
  blue("b5", 52, 24),
  blue("b3", 49, 37),
  blue("b6", 41, 18),
  blue("b8", 41, 31),
  blue("b9", 28, 15),
  blue("b10", 28, 30),
  run("r9-run", [44, 16.5], [48.6, 13], { bend: 1 }),
  run("r7-run", [38, 7], [44.5, 5.5]),
  run("r10-run", [43, 28], [47.5, 24.5]),
  run("r6-run", [36, 20], [39, 20.5], { trimStart: 1 }),
]);
