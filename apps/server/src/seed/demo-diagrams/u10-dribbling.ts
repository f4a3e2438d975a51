import type { Diagram, DiagramObject } from "@touchline/diagram";
import {
  CONE_BLUE,
  CONE_YELLOW,
  animate,
  ball,
  ballWith,
  blue,
  coach,
  cone,
  corners,
  draw,
  dribble,
  grid,
  marker,
  miniGoal,
  pass,
  red,
  run,
  smallPitch,
  text,
  zone,
} from "./build.ts";

/** 20 × 20 m square with a 6 × 6 m "move zone" in the middle; players dribble in, do a move, explode out. */
function movesSquare(withHunters: boolean): Diagram {
  const corner = (
    id: string,
    x: number,
    y: number,
    rotation: number,
    to: [number, number],
    bend: number,
  ): DiagramObject[] => [
    red(id, x, y, { rotation }),
    ballWith(`${id}-ball`, id),
    dribble(`${id}-dribble`, [x, y], to, { bend }),
  ];
  const objects: DiagramObject[] = [
    ...corners("cone", 0, 0, 20, 20),
    zone("move-zone", 10, 10, 6, 6, CONE_YELLOW, 0.14),
    ...corner("p1", 2.5, 2.5, 45, [7.2, 7.2], 0.6),
    ...corner("p2", 17.5, 2.5, 135, [12.8, 7.2], 0.6),
    ...corner("p3", 17.5, 17.5, 225, [12.8, 12.8], 0.6),
    ...corner("p4", 2.5, 17.5, 315, [7.2, 12.8], 0.6),
    red("p5", 10, 1.5, { rotation: 90 }),
    ballWith("p5-ball", "p5"),
    red("p6", 18.5, 10, { rotation: 180 }),
    ballWith("p6-ball", "p6"),
    red("p7", 10, 18.5, { rotation: 270 }),
    ballWith("p7-ball", "p7"),
    red("p8", 1.5, 10),
    ballWith("p8-ball", "p8"),
  ];
  if (withHunters) {
    objects.push(blue("h1", 9, 9, { label: "H" }), blue("h2", 11.2, 11.2, { label: "H" }));
  } else {
    objects.push(text("move-label", 10, 10, "MOVE", 1.4));
  }
  return draw(grid(20, 20), objects);
}

export const movesSquareBase: Diagram = movesSquare(false);
export const movesSquareHunters: Diagram = movesSquare(true);

/** A 20 × 12 m channel: two 3 m scoring gates on the far line, a counter gate on the near line. */
function channelCones(): DiagramObject[] {
  return [
    ...corners("cone", 0, 0, 20, 12),
    cone("gate-top-a", 20, 1.5, CONE_YELLOW),
    cone("gate-top-b", 20, 4.5, CONE_YELLOW),
    cone("gate-bottom-a", 20, 7.5, CONE_YELLOW),
    cone("gate-bottom-b", 20, 10.5, CONE_YELLOW),
    cone("counter-a", 0, 4.5, CONE_BLUE),
    cone("counter-b", 0, 7.5, CONE_BLUE),
  ];
}

/** 1v1: the defender serves and closes down; the attacker fakes towards one gate and goes through the other. */
export const oneVOneChannel: Diagram = animate(
  draw(grid(20, 12), [
    ...channelCones(),
    red("a1", 2, 6),
    blue("d1", 18.5, 6),
    ball("ball", 17.3, 6),
    pass("serve", [18.5, 6], [2, 6], { trimStart: 2.2 }),
    run("d1-run", [18.5, 6], [10.5, 5.5], { bend: -1.3, trimStart: 1.4 }),
    dribble("a1-dribble", [2, 6], [19, 9], { bend: -2, trimStart: 1.4 }),
  ]),
  [
    { durationMs: 1000, poses: { ball: [3.1, 6], d1: [12.5, 6] } },
    { durationMs: 900, poses: { a1: [6.5, 6, 0], ball: [7.7, 6], d1: [11, 6] } },
    { durationMs: 800, poses: { a1: [8.5, 4.5, 320], ball: [9.4, 3.7], d1: [11.5, 4.6] } },
    { durationMs: 1000, poses: { a1: [13.5, 8.5, 30], ball: [14.5, 9.1], d1: [11, 5.2, 160] } },
    { durationMs: 900, poses: { a1: [19, 9, 0], ball: [20.2, 9] } },
  ],
);

/** Progression: a second attacker joins, so the ball carrier decides: go alone or release the overlap. */
export const twoVOneChannel: Diagram = draw(grid(20, 12), [
  ...channelCones(),
  red("a1", 2, 4.5),
  ballWith("ball", "a1"),
  red("a2", 2, 9.5),
  blue("d1", 11.5, 6),
  dribble("a1-dribble", [2, 4.5], [8.5, 5]),
  pass("a1-pass", [8.5, 5], [15, 9.5], { trimStart: 0.6, trimEnd: 0 }),
  run("a2-run", [2, 9.5], [15, 9.5], { bend: -1 }),
  dribble("a2-dribble", [15, 9.5], [20.5, 9], { trimStart: 0.6 }),
  marker("m1", 5, 3, 1),
  marker("m2", 14, 6, 2),
]);

/** Numbers game on a 25 × 20 m pitch: the coach plays a ball in and calls how many from each team. */
function numbersGame(overload: boolean): Diagram {
  const objects: DiagramObject[] = [
    ...corners("cone", 0, 0, 25, 20),
    miniGoal("goal-left", 0, 10, "right"),
    miniGoal("goal-right", 25, 10, "left"),
    red("r-wait-1", 2, 18.6),
    red("r-wait-2", 4.2, 18.6),
    red("r-wait-3", 6.4, 18.6),
    blue("b-wait-1", 18.6, 18.6),
    blue("b-wait-2", 20.8, 18.6),
    blue("b-wait-3", 23, 18.6),
    red("r1", 6.5, 16, { rotation: 315 }),
    blue("b1", 18.5, 16, { rotation: 225 }),
    coach("coach", 12.5, 21.6),
    ball("ball", 12.5, 19.8),
    pass("coach-pass", [12.5, 19.8], [12.5, 11], { trimStart: 0.6, trimEnd: 0 }),
    run("r1-run", [6.5, 16], [11, 11.5]),
    run("b1-run", [18.5, 16], [14, 11.5]),
  ];
  if (overload) {
    objects.push(red("r2", 8.5, 16, { rotation: 300 }), run("r2-run", [8.5, 16], [7, 6.5], { bend: -0.5 }));
  }
  return draw(smallPitch(25, 20), objects);
}

export const numbersGameBase: Diagram = numbersGame(false);
export const numbersGameOverload: Diagram = numbersGame(true);

/** 3v3 on a 30 × 20 m pitch: score by dribbling into the 3 m end zone and stopping the ball there. */
function endZones(passIn: boolean): Diagram {
  const objects: DiagramObject[] = [
    ...corners("cone", 0, 0, 30, 20),
    cone("zone-left-a", 3, 0, CONE_YELLOW),
    cone("zone-left-b", 3, 20, CONE_YELLOW),
    cone("zone-right-a", 27, 0, CONE_YELLOW),
    cone("zone-right-b", 27, 20, CONE_YELLOW),
    zone("end-zone-left", 1.5, 10, 3, 20, CONE_YELLOW, 0.16, "none"),
    zone("end-zone-right", 28.5, 10, 3, 20, CONE_YELLOW, 0.16, "none"),
    red("r1", 13, 10),
    ballWith("ball", "r1"),
    red("r2", 12, 3.5),
    red("r3", 16, 16.5),
    blue("b1", 17, 9),
    blue("b2", 21.5, 4),
    blue("b3", 22, 14),
  ];
  if (passIn) {
    objects.push(
      dribble("r1-dribble", [13, 10], [18, 11.5], { bend: -0.8 }),
      run("r2-run", [12, 3.5], [28.5, 2.5], { bend: 1 }),
      pass("r1-pass", [18, 11.5], [28.5, 3], { trimStart: 0.6, trimEnd: 0.3 }),
    );
  } else {
    objects.push(
      dribble("r1-dribble", [13, 10], [21, 10.5], { bend: -2 }),
      dribble("r1-finish", [21, 10.5], [28.5, 10], { trimStart: 0.4 }),
      run("r3-run", [16, 16.5], [24, 17.5]),
    );
  }
  return draw(smallPitch(30, 20), objects);
}

export const endZoneGame: Diagram = endZones(false);
export const endZoneGamePassIn: Diagram = endZones(true);
