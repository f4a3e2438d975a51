import type { Diagram, DiagramObject } from "@touchline/diagram";
import {
  animate,
  ballWith,
  blue,
  coach,
  corners,
  disc,
  draw,
  dribble,
  grid,
  miniGoal,
  joker,
  pass,
  red,
  run,
  shot,
  smallPitch,
  type Pt,
} from "./build.ts";

/** A player with a ball at their feet and, optionally, a dribble arrow `length` metres ahead. */
function dribbler(id: string, x: number, y: number, rotation: number, length = 0, bend = 0): DiagramObject[] {
  const objects: DiagramObject[] = [red(id, x, y, { rotation }), ballWith(`${id}-ball`, id)];
  if (length > 0) {
    const radians = (rotation * Math.PI) / 180;
    const to: Pt = [x + Math.cos(radians) * length, y + Math.sin(radians) * length];
    objects.push(dribble(`${id}-dribble`, [x, y], to, { bend }));
  }
  return objects;
}

/** Traffic lights: everyone dribbles freely in a 20 × 20 m grid; the coach calls the colours. */
export const trafficLights: Diagram = draw(grid(20, 20, 5), [
  ...corners("cone", 0, 0, 20, 20),
  ...dribbler("p1", 4, 4, 30, 6, 0.8),
  ...dribbler("p2", 10, 3.5, 160),
  ...dribbler("p3", 16, 5, 110, 6, -0.8),
  ...dribbler("p4", 4.5, 10.5, 340),
  ...dribbler("p5", 11.5, 9.5, 200, 5.5, 0.6),
  ...dribbler("p6", 16, 14, 250),
  ...dribbler("p7", 5.5, 16, 20, 6, -0.6),
  ...dribbler("p8", 13, 16.5, 200, 5, 0.5),
  coach("coach", 10, 21.6),
]);

/** Progression: two "sharks" without a ball try to knock balls out of the grid. */
export const trafficLightsSharks: Diagram = draw(grid(20, 20, 5), [
  ...corners("cone", 0, 0, 20, 20),
  ...dribbler("p1", 3.5, 4, 20, 5.5, 0.6),
  ...dribbler("p2", 15.5, 3.5, 150),
  ...dribbler("p3", 17, 11, 110, 5, -0.6),
  ...dribbler("p4", 4, 15, 330),
  ...dribbler("p5", 11, 17, 0, 5, 0.5),
  ...dribbler("p6", 9, 10.5, 230),
  blue("shark-1", 10.5, 6.5, { label: "S" }),
  blue("shark-2", 14.5, 11.5, { label: "S" }),
  run("shark-1-run", [10.5, 6.5], [5.2, 4.8], { bend: 0.8, trimEnd: 1 }),
  run("shark-2-run", [14.5, 11.5], [11.8, 15.8], { bend: -0.6, trimEnd: 1 }),
  coach("coach", 10, 21.6),
]);

/** Six 2 m gates of discs in a 25 × 20 m area: vertical gates are crossed along x, horizontal along y. */
function gateDiscs(): DiagramObject[] {
  const gates: [string, number, number, "v" | "h"][] = [
    ["g1", 6, 5, "v"],
    ["g2", 12.5, 9, "h"],
    ["g3", 19, 5, "v"],
    ["g4", 6, 14, "h"],
    ["g5", 13, 15.5, "v"],
    ["g6", 19.5, 12.5, "h"],
  ];
  return gates.flatMap(([id, x, y, across]) =>
    across === "v"
      ? [disc(`${id}-a`, x, y - 1), disc(`${id}-b`, x, y + 1)]
      : [disc(`${id}-a`, x - 1, y), disc(`${id}-b`, x + 1, y)],
  );
}

/** Gate dribbling: as many gates as possible in 45 seconds; one player's route is animated. */
export const gateDribbling: Diagram = animate(
  draw(grid(25, 20), [
    ...corners("cone", 0, 0, 25, 20),
    ...gateDiscs(),
    red("p1", 2.5, 5),
    ballWith("p1-ball", "p1"),
    dribble("p1-route-1", [2.5, 5], [9, 5]),
    dribble("p1-route-2", [9.5, 5.2], [12.5, 11.5], { trimStart: 0.3, bend: -1.2 }),
    ...dribbler("p2", 22.5, 5, 180, 5.5),
    ...dribbler("p3", 6, 18, 270, 6),
    ...dribbler("p4", 17, 15.5, 180, 6),
    ...dribbler("p5", 19.5, 17.8, 270, 7.5),
    ...dribbler("p6", 8, 10, 300),
    coach("coach", 12.5, 21.6),
  ]),
  [
    { durationMs: 1200, poses: { p1: [8.5, 5, 0] } },
    { durationMs: 900, poses: { p1: [12.5, 6.5, 20] } },
    { durationMs: 1000, poses: { p1: [12.5, 11.5, 90] } },
  ],
);

/** Progression: one ball between two, pass through a gate to your partner, then find a new gate. */
export const gatePassing: Diagram = draw(grid(25, 20), [
  ...corners("cone", 0, 0, 25, 20),
  ...gateDiscs(),
  red("a1", 2.5, 5),
  ballWith("a1-ball", "a1"),
  red("a2", 10, 5, { rotation: 180 }),
  pass("a1-pass", [2.5, 5], [10, 5], { trimStart: 2 }),
  run("a1-run", [2.5, 5], [4, 9.5], { bend: 0.8 }),
  red("b1", 12.5, 5.5, { rotation: 90 }),
  ballWith("b1-ball", "b1"),
  red("b2", 12.5, 12.5, { rotation: 270 }),
  pass("b1-pass", [12.5, 5.5], [12.5, 12.5], { trimStart: 2 }),
  red("c1", 17, 15.5, { rotation: 180 }),
  ballWith("c1-ball", "c1"),
  red("c2", 9, 15.5),
  pass("c1-pass", [17, 15.5], [9, 15.5], { trimStart: 2 }),
  run("c1-run", [17, 15.5], [21, 11], { bend: 1 }),
  coach("coach", 12.5, 21.6),
]);

/** 3v3 to four mini goals on a 25 × 20 m pitch: defend two, attack two. */
function fourGoals(withJoker: boolean): Diagram {
  const objects: DiagramObject[] = [
    ...corners("cone", 0, 0, 25, 20),
    miniGoal("goal-l1", 0, 5, "right"),
    miniGoal("goal-l2", 0, 15, "right"),
    miniGoal("goal-r1", 25, 5, "left"),
    miniGoal("goal-r2", 25, 15, "left"),
    red("r1", 8, 10, { rotation: withJoker ? 10 : 55 }),
    ballWith("ball", "r1"),
    red("r2", 12, 4.5),
    red("r3", 11.5, 15.5),
    blue("b1", 15, 8),
    blue("b2", 19, 5.5),
    blue("b3", 16.5, 12),
    dribble("r3-dribble", [11.5, 15.5], [19.5, 16.5], { trimStart: 1.2 }),
    shot("r3-shot", [19.5, 16.5], [25, 15.2], { trimStart: 0.6 }),
    coach("coach", 12.5, 21.6),
  ];
  if (withJoker) {
    objects.push(
      joker("joker", 13, 10.5),
      pass("r1-pass", [8, 10], [13, 10.5], { trimStart: 2 }),
      pass("joker-pass", [13, 10.5], [11.5, 15.5]),
    );
  } else {
    objects.push(
      pass("r1-pass", [8, 10], [11.5, 15.5], { trimStart: 2 }),
      run("r2-run", [12, 4.5], [18, 8.8], { bend: 0.8 }),
    );
  }
  return draw(smallPitch(25, 20), objects);
}

export const fourGoalGame: Diagram = fourGoals(false);
export const fourGoalGameJoker: Diagram = fourGoals(true);

/** Free play: 4v4 without goalkeepers on a 30 × 20 m pitch. */
export const fourVFourMatch: Diagram = draw(smallPitch(30, 20), [
  ...corners("cone", 0, 0, 30, 20),
  miniGoal("goal-left", 0, 10, "right", 1.2),
  miniGoal("goal-right", 30, 10, "left", 1.2),
  red("r1", 6, 5.5),
  red("r2", 6, 14.5),
  red("r3", 12, 9, { rotation: 350 }),
  ballWith("ball", "r3"),
  red("r4", 15, 3.5),
  blue("b1", 23, 5),
  blue("b2", 23, 15),
  blue("b3", 18, 12),
  blue("b4", 16, 17),
  dribble("r3-dribble", [12, 9], [19.5, 7.5]),
  shot("r3-shot", [19.5, 7.5], [30, 9.5], { trimStart: 0.6 }),
  run("r4-run", [15, 3.5], [22, 2.5]),
  coach("coach", 15, 21.6),
]);
