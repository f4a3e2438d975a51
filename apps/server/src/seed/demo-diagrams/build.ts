import {
  addFrame,
  addObjects,
  createDiagram,
  createObject,
  setPose,
  type Diagram,
  type DiagramObject,
  type ObjectKind,
  type Team,
  type TeamColourId,
} from "@touchline/diagram";

/*
 * A small drawing kit for the demo diagrams: every object goes through `createObject` and
 * `addObjects`, every animation through `addFrame` and `setPose`, so the output is exactly what the
 * editor would save. Coordinates are metres from the top-left corner, x along the length.
 */

/** A point in metres. */
export type Pt = readonly [x: number, y: number];

/** Rounds to centimetres so stored numbers stay short and free of float noise. */
function cm(value: number): number {
  return Math.round(value * 100) / 100;
}

// ---------------------------------------------------------------------------------------------
// Pitches

/** A coned area without markings (no halfway line); `gridSize` shows a grid. */
export function grid(length: number, width: number, gridSize?: number): Diagram {
  return createDiagram({
    template: "blank",
    pitch: { length, width, showGrid: gridSize !== undefined, gridSize: gridSize ?? 5 },
  });
}

/** A custom-size pitch with a halfway line: for small-sided games. */
export function smallPitch(length: number, width: number): Diagram {
  return createDiagram({ template: "custom", pitch: { length, width } });
}

/** A standard template: full pitch, half (goal on the right), attacking third or penalty area. */
export function pitch(template: "full" | "half" | "attacking-third" | "penalty-area"): Diagram {
  return createDiagram({ template });
}

// ---------------------------------------------------------------------------------------------
// People

export interface PersonOptions {
  label?: string;
  /** Degrees clockwise, 0 = facing +x. A carried ball sits in front of this direction. */
  rotation?: number;
  /** Defaults to the direction the colour usually attacks: red home (+x), blue away (−x). */
  team?: Team;
  colour?: TeamColourId;
}

function teamPerson(kind: "player" | "goalkeeper", defaults: { colour: TeamColourId; team: Team }) {
  return (id: string, x: number, y: number, options: PersonOptions = {}) => {
    const team = options.team ?? defaults.team;
    return createObject(kind, {
      id,
      x,
      y,
      rotation: options.rotation ?? (team === "home" ? 0 : 180),
      props: { team, colour: options.colour ?? defaults.colour, label: options.label ?? "", hasFacing: false },
    });
  };
}

/** A red player (home team, attacking +x unless told otherwise). */
export const red = teamPerson("player", { colour: "red", team: "home" });
/** A blue player (away team, attacking −x unless told otherwise). */
export const blue = teamPerson("player", { colour: "blue", team: "away" });
/** A goalkeeper: yellow for the home side by default. */
export const keeper = teamPerson("goalkeeper", { colour: "yellow", team: "home" });

/** A joker who plays for the team in possession. */
export function joker(id: string, x: number, y: number, label = "N"): DiagramObject {
  return createObject("neutral", { id, x, y, props: { colour: "orange", label, hasFacing: false } });
}

export function coach(id: string, x: number, y: number): DiagramObject {
  return createObject("coach", { id, x, y, props: { colour: "black", label: "C", hasFacing: false } });
}

// ---------------------------------------------------------------------------------------------
// Equipment

/** A loose ball. */
export function ball(id: string, x: number, y: number): DiagramObject {
  return createObject("ball", { id, x: cm(x), y: cm(y) });
}

/** A ball at a person's feet: drawn in front of them and carried in every frame. */
export function ballWith(id: string, carrierId: string): DiagramObject {
  return createObject("ball", { id, x: 0, y: 0, props: { attachedTo: carrierId } });
}

export const CONE_ORANGE = "#f97316";
export const CONE_YELLOW = "#facc15";
export const CONE_BLUE = "#3b82f6";

export function cone(id: string, x: number, y: number, colour = CONE_ORANGE): DiagramObject {
  return createObject("cone", { id, x: cm(x), y: cm(y), props: { colour } });
}

export function disc(id: string, x: number, y: number, colour = CONE_YELLOW): DiagramObject {
  return createObject("disc", { id, x: cm(x), y: cm(y), props: { colour } });
}

export function pole(id: string, x: number, y: number): DiagramObject {
  return createObject("pole", { id, x, y });
}

/** A mannequin; its silhouette faces +y at rotation 0. */
export function mannequin(id: string, x: number, y: number, rotation = 0, scale = 1): DiagramObject {
  return createObject("mannequin", { id, x, y, rotation, props: { scale } });
}

export function hurdle(id: string, x: number, y: number, rotation = 0): DiagramObject {
  return createObject("hurdle", { id, x, y, rotation });
}

export function ladder(id: string, x: number, y: number, rotation = 0): DiagramObject {
  return createObject("ladder", { id, x, y, rotation });
}

/** Which way a goal's mouth opens. */
export type Facing = "right" | "left" | "down" | "up";
const MOUTH_ROTATION: Record<Facing, number> = { down: 0, left: 90, up: 180, right: 270 };

/**
 * A goal whose mouth (the front bar) sits on (x, y) and opens towards `facing`: e.g. a goal on a
 * left end line opens to the right. The net lies behind the line, outside the playing area.
 */
function goalObject(
  kind: "goal" | "mini-goal",
  id: string,
  x: number,
  y: number,
  facing: Facing,
  scale = 1,
): DiagramObject {
  const depth = (kind === "goal" ? 2 : 1.2) * scale;
  const back = { right: [-1, 0], left: [1, 0], down: [0, -1], up: [0, 1] }[facing];
  return createObject(kind, {
    id,
    x: cm(x + (back[0] ?? 0) * (depth / 2)),
    y: cm(y + (back[1] ?? 0) * (depth / 2)),
    rotation: MOUTH_ROTATION[facing],
    props: { scale },
  });
}

/** A full-size goal (7.32 m); `scale` 0.5 gives a 5-a-side goal of about 3.7 m. */
export function goal(id: string, x: number, y: number, facing: Facing, scale = 1): DiagramObject {
  return goalObject("goal", id, x, y, facing, scale);
}

export function miniGoal(id: string, x: number, y: number, facing: Facing, scale = 1): DiagramObject {
  return goalObject("mini-goal", id, x, y, facing, scale);
}

export function flag(id: string, x: number, y: number): DiagramObject {
  return createObject("flag", { id, x, y });
}

/** Four cones at the corners of the rectangle from (x0, y0) to (x1, y1): ids prefix-1 … prefix-4. */
export function corners(
  prefix: string,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  colour = CONE_ORANGE,
): DiagramObject[] {
  return [
    cone(`${prefix}-1`, x0, y0, colour),
    cone(`${prefix}-2`, x1, y0, colour),
    cone(`${prefix}-3`, x1, y1, colour),
    cone(`${prefix}-4`, x0, y1, colour),
  ];
}

/** Two cones `gap` metres apart centred on (x, y), across the x direction (vertical) or along it. */
export function gate(
  prefix: string,
  x: number,
  y: number,
  gap: number,
  across: "vertical" | "horizontal" = "vertical",
  colour = CONE_ORANGE,
): DiagramObject[] {
  const h = gap / 2;
  return across === "vertical"
    ? [cone(`${prefix}-a`, x, y - h, colour), cone(`${prefix}-b`, x, y + h, colour)]
    : [cone(`${prefix}-a`, x - h, y, colour), cone(`${prefix}-b`, x + h, y, colour)];
}

// ---------------------------------------------------------------------------------------------
// Lines

export interface LineOptions {
  /** Sideways bulge of the curve at its middle in metres; positive bends to the left of travel. */
  bend?: number;
  /** Metres cut from the start (e.g. to clear the passer and the ball). */
  trimStart?: number;
  /** Metres cut from the end (e.g. to stop short of the receiver). */
  trimEnd?: number;
  colour?: string;
}

export const RUN_COLOUR = "#fde047";
export const WHITE = "#ffffff";

const LINE_DEFAULTS: Record<
  "pass" | "run" | "dribble" | "shot" | "line",
  { trimStart: number; trimEnd: number; colour: string }
> = {
  pass: { trimStart: 1.5, trimEnd: 1.3, colour: WHITE },
  run: { trimStart: 1.1, trimEnd: 0, colour: RUN_COLOUR },
  dribble: { trimStart: 2, trimEnd: 0, colour: WHITE },
  shot: { trimStart: 1.6, trimEnd: 0, colour: WHITE },
  line: { trimStart: 0, trimEnd: 0, colour: WHITE },
};

function lineFrom(
  kind: keyof typeof LINE_DEFAULTS,
  id: string,
  from: Pt,
  to: Pt,
  options: LineOptions = {},
): DiagramObject {
  const defaults = LINE_DEFAULTS[kind];
  const [x0, y0] = from;
  const [x1, y1] = to;
  const length = Math.hypot(x1 - x0, y1 - y0);
  if (length === 0) throw new Error(`Line "${id}" has no length`);
  const ux = (x1 - x0) / length;
  const uy = (y1 - y0) / length;
  const trimStart = options.trimStart ?? defaults.trimStart;
  const trimEnd = options.trimEnd ?? defaults.trimEnd;
  if (trimStart + trimEnd >= length - 0.5) throw new Error(`Line "${id}" is too short for its trims`);
  const sx = x0 + ux * trimStart;
  const sy = y0 + uy * trimStart;
  const ex = x1 - ux * trimEnd;
  const ey = y1 - uy * trimEnd;
  const end = { x: cm(ex - sx), y: cm(ey - sy) };
  const bend = options.bend ?? 0;
  // A quadratic's middle sits halfway between the chord's middle and the control point.
  const control = bend === 0 ? undefined : { x: cm(end.x / 2 + uy * bend * 2), y: cm(end.y / 2 - ux * bend * 2) };
  return createObject(kind, {
    id,
    x: cm(sx),
    y: cm(sy),
    props: { end, ...(control ? { control } : {}), colour: options.colour ?? defaults.colour },
  });
}

/** Ball movement between players (dashed). */
export const pass = (id: string, from: Pt, to: Pt, options?: LineOptions) => lineFrom("pass", id, from, to, options);
/** Movement without the ball. */
export const run = (id: string, from: Pt, to: Pt, options?: LineOptions) => lineFrom("run", id, from, to, options);
/** Movement with the ball; starts past the ball at the carrier's feet. */
export const dribble = (id: string, from: Pt, to: Pt, options?: LineOptions) =>
  lineFrom("dribble", id, from, to, options);
export const shot = (id: string, from: Pt, to: Pt, options?: LineOptions) => lineFrom("shot", id, from, to, options);
/** A plain line without arrows (e.g. a zone boundary). */
export const plainLine = (id: string, from: Pt, to: Pt, options?: LineOptions) =>
  lineFrom("line", id, from, to, options);

// ---------------------------------------------------------------------------------------------
// Areas and annotations

/** A shaded rectangle centred on (x, y). */
export function zone(
  id: string,
  x: number,
  y: number,
  width: number,
  height: number,
  fill = WHITE,
  fillOpacity = 0.12,
  border: "solid" | "dashed" | "none" = "dashed",
): DiagramObject {
  return createObject("rectangle", { id, x, y, props: { width, height, fill, fillOpacity, border, stroke: fill } });
}

export function text(id: string, x: number, y: number, value: string, fontSize = 1.6, colour = WHITE): DiagramObject {
  return createObject("text", { id, x, y, props: { text: value, fontSize, colour } });
}

/** A numbered step marker. */
export function marker(id: string, x: number, y: number, number: number): DiagramObject {
  return createObject("marker", { id, x, y, props: { number } });
}

// ---------------------------------------------------------------------------------------------
// Assembly

const LAYER: Partial<Record<ObjectKind, number>> = {
  rectangle: 0,
  ellipse: 0,
  polygon: 0,
  line: 1,
  pass: 2,
  run: 2,
  dribble: 2,
  shot: 2,
  cone: 3,
  disc: 3,
  pole: 3,
  mannequin: 3,
  hurdle: 3,
  ladder: 3,
  ring: 3,
  "mini-goal": 3,
  goal: 3,
  flag: 3,
  rebounder: 3,
  player: 4,
  goalkeeper: 4,
  coach: 4,
  neutral: 4,
  ball: 5,
  marker: 6,
  text: 6,
};

/** Adds objects back to front: areas, lines, equipment, people, balls, then annotations. */
export function draw(diagram: Diagram, objects: readonly DiagramObject[]): Diagram {
  const sorted = objects
    .map((object, index) => ({ object, index }))
    .sort((a, b) => (LAYER[a.object.kind] ?? 3) - (LAYER[b.object.kind] ?? 3) || a.index - b.index)
    .map(({ object }) => object);
  return addObjects(diagram, sorted);
}

/** Where an object stands in one step: x, y and optionally a new rotation. */
export type PoseSpec = readonly [x: number, y: number, rotation?: number];

export interface Step {
  durationMs: number;
  /** Objects that move into this step; the rest stay where they were. */
  poses: Readonly<Record<string, PoseSpec>>;
}

/**
 * Adds one frame per step after the starting positions (frame 0). Frame ids are stable ("start",
 * "step-1", …) so seeding twice writes the same document.
 */
export function animate(diagram: Diagram, steps: readonly Step[]): Diagram {
  let result = diagram;
  steps.forEach((step, index) => {
    result = addFrame(result, { id: `step-${index + 1}`, durationMs: step.durationMs });
    for (const [id, [x, y, rotation]] of Object.entries(step.poses)) {
      const object = result.objects[id];
      if (!object) throw new Error(`animate: no object "${id}"`);
      if (object.kind === "ball" && object.attachedTo !== undefined)
        throw new Error(`animate: ball "${id}" follows its carrier`);
      result = setPose(result, {
        frameIndex: index + 1,
        id,
        x: cm(x),
        y: cm(y),
        ...(rotation === undefined ? {} : { rotation }),
      });
    }
  });
  return { ...result, frames: result.frames.map((frame, index) => (index === 0 ? { ...frame, id: "start" } : frame)) };
}

/** A point `distance` metres from `at` towards `towards`: where a ball arrives at a receiver's feet. */
export function feet(at: Pt, towards: Pt, distance = 1.1): [number, number] {
  const dx = towards[0] - at[0];
  const dy = towards[1] - at[1];
  const length = Math.hypot(dx, dy) || 1;
  return [cm(at[0] + (dx / length) * distance), cm(at[1] + (dy / length) * distance)];
}

/** The rotation in degrees for someone at `from` facing `to`. */
export function facing(from: Pt, to: Pt): number {
  const degrees = (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;
  return Math.round(((degrees % 360) + 360) % 360);
}
