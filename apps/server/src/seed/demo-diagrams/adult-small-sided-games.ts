import type { Diagram } from "@touchline/diagram";
import {
  ballWith,
  blue,
  coach,
  corners,
  draw,
  goal,
  grid,
  joker,
  keeper,
  pass,
  red,
  run,
  shot,
  smallPitch,
} from "./build.ts";

/** Three teams of four in 25 × 25 m: two keep the ball together (8v4), the team that loses it defends. */
export const threeTeamPossession: Diagram = draw(grid(25, 25), [
  ...corners("cone", 0, 0, 25, 25),
  red("r1", 4, 4, { rotation: 340 }),
  ballWith("ball", "r1"),
  red("r2", 20, 5),
  red("r3", 19.5, 19.5),
  red("r4", 6.5, 19),
  blue("b1", 12.5, 2.5),
  blue("b2", 22.5, 12.5),
  blue("b3", 12.5, 22.5),
  blue("b4", 2.5, 12.5),
  blue("y1", 10, 10, { colour: "yellow" }),
  blue("y2", 15.5, 8.5, { colour: "yellow" }),
  blue("y3", 14.5, 15, { colour: "yellow" }),
  blue("y4", 8.5, 15, { colour: "yellow" }),
  pass("p1", [4, 4], [12.5, 2.5], { trimStart: 2 }),
  pass("p2", [12.5, 2.5], [20, 5]),
  pass("p3", [20, 5], [22.5, 12.5]),
  run("y2-press", [15.5, 8.5], [18.8, 7]),
]);

/** 4v4 with goalkeepers on 35 × 25 m: four-minute games, the resting team feeds balls in from the side. */
export const fourVFourGoalkeepers: Diagram = draw(smallPitch(35, 25), [
  goal("goal-left", 0, 12.5, "right", 0.5),
  goal("goal-right", 35, 12.5, "left", 0.5),
  ...corners("cone", 0, 0, 35, 25),
  keeper("gk-red", 1, 12.5),
  keeper("gk-blue", 34, 12.5, { team: "away", colour: "green" }),
  red("r1", 8, 6),
  red("r2", 8, 19),
  red("r3", 15, 12.5, { rotation: 330 }),
  ballWith("ball", "r3"),
  red("r4", 22, 6),
  blue("b1", 27, 7.5),
  blue("b2", 27, 18),
  blue("b3", 20.5, 14),
  blue("b4", 14, 19.5),
  pass("p1", [15, 12.5], [22, 6], { trimStart: 2 }),
  shot("r4-shot", [22, 6], [35, 11.5], { trimStart: 1.4 }),
  run("r1-support", [8, 6], [16, 3]),
  run("r2-rest", [8, 19], [11, 16], { trimEnd: 0 }),
  coach("coach", 17.5, 26.6),
]);

/** 2v2 with goalkeepers and four one-touch wall players on the touchlines, 25 × 18 m. */
export const twoVTwoWallPlayers: Diagram = draw(smallPitch(25, 18), [
  goal("goal-left", 0, 9, "right", 0.5),
  goal("goal-right", 25, 9, "left", 0.5),
  ...corners("cone", 0, 0, 25, 18),
  keeper("gk-red", 1, 9),
  keeper("gk-blue", 24, 9, { team: "away", colour: "green" }),
  joker("n1", 8, 0.8, "W"),
  joker("n2", 17, 0.8, "W"),
  joker("n3", 8, 17.2, "W"),
  joker("n4", 17, 17.2, "W"),
  red("r1", 9, 6.5, { rotation: 270 }),
  ballWith("ball", "r1"),
  red("r2", 11, 13),
  blue("b1", 13.5, 9.5),
  blue("b2", 17, 12.5),
  pass("wall-in", [9, 6.5], [8, 0.8], { trimStart: 2, trimEnd: 1.1 }),
  run("r1-run", [9, 6.5], [16, 4.5], { bend: 0.6 }),
  pass("wall-out", [8, 0.8], [16, 4.5], { trimStart: 1.2, trimEnd: 0.9 }),
  shot("r1-shot", [16, 4.5], [25, 8.2], { trimStart: 1 }),
]);

/** Cool-down: a relaxed 5v1 rondo at walking pace before stretching. */
export const coolDownRondo: Diagram = draw(grid(12, 12), [
  ...corners("cone", 0, 0, 12, 12),
  red("r1", 6, 1, { rotation: 90 }),
  ballWith("ball", "r1"),
  red("r2", 11, 4.5, { rotation: 180 }),
  red("r3", 9.5, 11, { rotation: 270 }),
  red("r4", 2.5, 11, { rotation: 270 }),
  red("r5", 1, 4.5),
  blue("b1", 6, 6.5),
  pass("p1", [6, 1], [11, 4.5], { trimStart: 2 }),
  pass("p2", [11, 4.5], [2.5, 11], { bend: 1.5 }),
]);
