/* eslint-disable lingui/no-unlocalized-strings -- SVG path data, no words */
import type { Line } from "@touchline/diagram";

/*
 * Geometry of a line object in its local frame (metres; the start is the origin, `end` and
 * `control` are relative to it). A line is a quadratic Bézier; a straight line is the same curve
 * with the control at the midpoint, so one arc-length table serves both. Arrow heads are paths
 * rather than SVG markers so they take the line's colour and an exported SVG needs no <defs>.
 */

interface Vec {
  x: number;
  y: number;
}

/** Arrow head length in metres for a stroke width, before shortening on very short lines. */
export function arrowHeadLength(width: number): number {
  return 0.45 + width * 2.6;
}

/** Half the arrow head's base, wider than the stroke so the head always covers the line's end. */
export function arrowHeadHalfWidth(width: number): number {
  return arrowHeadLength(width) * 0.5;
}

/** Sideways swing of a dribble's wave, in metres. */
export function dribbleAmplitude(width: number): number {
  return Math.max(0.4, width * 1.5);
}

/** Distance between wave crests of a dribble, in metres (adjusted to fit a whole number of half-waves). */
function dribbleWavelength(width: number): number {
  return Math.max(2.2, width * 8);
}

const SAMPLES = 48;

function n(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

function bezier(p0: Vec, p1: Vec, p2: Vec, t: number): Vec {
  const u = 1 - t;
  return { x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y };
}

function tangent(p0: Vec, p1: Vec, p2: Vec, t: number): Vec {
  const u = 1 - t;
  const x = 2 * u * (p1.x - p0.x) + 2 * t * (p2.x - p1.x);
  const y = 2 * u * (p1.y - p0.y) + 2 * t * (p2.y - p1.y);
  const length = Math.hypot(x, y);
  return length > 1e-9 ? { x: x / length, y: y / length } : { x: 1, y: 0 };
}

/** The quadratic's blossom f(a, b): f(a, a) is a point, f(a, b) the control of the piece [a, b]. */
function blossom(p0: Vec, p1: Vec, p2: Vec, a: number, b: number): Vec {
  const w0 = (1 - a) * (1 - b);
  const w1 = (1 - a) * b + a * (1 - b);
  const w2 = a * b;
  return { x: w0 * p0.x + w1 * p1.x + w2 * p2.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y };
}

/** Drawable pieces of a line, all path data in the line's local frame. */
export interface LineGeometry {
  /** The visible stroke, shortened where an arrow head takes over. */
  stroke: string;
  /** Filled arrow heads (zero, one or two). */
  heads: string[];
  /** The full centre line, for a wide invisible hit path. */
  centre: string;
  /** Curve length in metres. */
  length: number;
  /** Length of the visible stroke's centre line (the shaft between the heads), in metres. */
  shaftLength: number;
}

/**
 * A dash pattern for a pass that fits the shaft exactly: whole dashes at both ends, so neither
 * the arrow head nor the start shows a stub. Dashes stay within ±25% of the nominal size.
 */
export function fittedDashArray(shaftLength: number, width: number): string {
  const dash = width * 3.4;
  const gap = width * 2.4;
  const count = Math.max(1, Math.round((shaftLength + gap) / (dash + gap)));
  if (count === 1) return `${n(shaftLength)} ${n(gap)}`;
  const factor = shaftLength / (count * dash + (count - 1) * gap);
  return `${n(dash * factor)} ${n(gap * factor)}`;
}

/** Builds the paths for a line object from its own fields (pure; cached by the caller). */
export function lineGeometry(
  line: Pick<Line, "kind" | "end" | "control" | "arrowStart" | "arrowEnd" | "width">,
): LineGeometry {
  const p0 = { x: 0, y: 0 };
  const p2 = line.end;
  const p1 = line.control ?? { x: p2.x / 2, y: p2.y / 2 };

  // Arc-length table: cumulative[i] is the length from t = 0 to t = i / SAMPLES.
  const cumulative = [0];
  let previous = p0;
  for (let i = 1; i <= SAMPLES; i++) {
    const point = bezier(p0, p1, p2, i / SAMPLES);
    cumulative.push((cumulative[i - 1] as number) + Math.hypot(point.x - previous.x, point.y - previous.y));
    previous = point;
  }
  const length = cumulative[SAMPLES] as number;
  const tAt = (s: number): number => {
    if (length <= 0) return 0;
    const target = Math.min(Math.max(s, 0), length);
    let i = 1;
    while (i < SAMPLES && (cumulative[i] as number) < target) i++;
    const from = cumulative[i - 1] as number;
    const to = cumulative[i] as number;
    const within = to > from ? (target - from) / (to - from) : 0;
    return (i - 1 + within) / SAMPLES;
  };
  const pointAt = (s: number) => bezier(p0, p1, p2, tAt(s));

  const centre = line.control ? `M0 0Q${n(p1.x)} ${n(p1.y)} ${n(p2.x)} ${n(p2.y)}` : `M0 0L${n(p2.x)} ${n(p2.y)}`;

  // Heads shrink on very short lines so a short arrow still shows some shaft.
  const headCount = Number(line.arrowStart) + Number(line.arrowEnd);
  const head = Math.min(arrowHeadLength(line.width), length * (headCount === 2 ? 0.35 : 0.45));
  const halfWidth = head * 0.5;
  // The shaft stops inside the head (not at its base), so no gap shows at the join.
  const tuck = head * 0.7;
  const from = line.arrowStart ? tuck : 0;
  const to = length - (line.arrowEnd ? tuck : 0);

  const heads: string[] = [];
  const arrowHead = (tip: Vec, back: Vec) => {
    const dx = tip.x - back.x;
    const dy = tip.y - back.y;
    const d = Math.hypot(dx, dy) || 1;
    const ux = dx / d;
    const uy = dy / d;
    const base = { x: tip.x - ux * head, y: tip.y - uy * head };
    const notch = { x: tip.x - ux * head * 0.82, y: tip.y - uy * head * 0.82 };
    heads.push(
      `M${n(tip.x)} ${n(tip.y)}L${n(base.x - uy * halfWidth)} ${n(base.y + ux * halfWidth)}` +
        `L${n(notch.x)} ${n(notch.y)}L${n(base.x + uy * halfWidth)} ${n(base.y - ux * halfWidth)}Z`,
    );
  };
  // Aim each head along the chord over its own length, which follows a tight curve better than
  // the tangent at the tip does.
  if (line.arrowEnd && length > 0) arrowHead(p2, pointAt(length - head));
  if (line.arrowStart && length > 0) arrowHead(p0, pointAt(head));

  let stroke: string;
  if (line.kind === "dribble" && to - from > 0) {
    stroke = dribblePath(line.width, from, to, line.arrowEnd ? head : 0, (s) => {
      const t = tAt(s);
      return { point: bezier(p0, p1, p2, t), direction: tangent(p0, p1, p2, t) };
    });
  } else if (to - from <= 0) {
    stroke = "";
  } else {
    // Drawn from the end when there is an end head, so a dash pattern starts solid at the head.
    const [a, b] = line.arrowEnd ? [tAt(to), tAt(from)] : [tAt(from), tAt(to)];
    const start = blossom(p0, p1, p2, a, a);
    const end = blossom(p0, p1, p2, b, b);
    if (line.control) {
      const control = blossom(p0, p1, p2, a, b);
      stroke = `M${n(start.x)} ${n(start.y)}Q${n(control.x)} ${n(control.y)} ${n(end.x)} ${n(end.y)}`;
    } else {
      stroke = `M${n(start.x)} ${n(start.y)}L${n(end.x)} ${n(end.y)}`;
    }
  }
  return { stroke, heads, centre, length, shaftLength: Math.max(0, to - from) };
}

/**
 * A sine wave along the curve between arc lengths `from` and `to`. It fits a whole number of
 * half-waves so it starts and ends on the centre line, and ends with a short straight run into
 * the arrow head so the head points the right way.
 */
function dribblePath(
  width: number,
  from: number,
  to: number,
  headLength: number,
  frameAt: (s: number) => { point: Vec; direction: Vec },
): string {
  const straight = Math.min(headLength * 0.6, (to - from) / 3);
  const waveEnd = to - straight;
  const span = waveEnd - from;
  const halfWaves = Math.max(2, Math.round(span / (dribbleWavelength(width) / 2)));
  const amplitude = Math.min(dribbleAmplitude(width), span / 3);
  // About 10 points per half-wave keeps the wave smooth with round joins.
  const steps = halfWaves * 10;
  let d = "";
  for (let i = 0; i <= steps; i++) {
    const s = from + (span * i) / steps;
    const { point, direction } = frameAt(s);
    const offset = amplitude * Math.sin((Math.PI * halfWaves * i) / steps);
    // The normal is the direction turned 90° (to the right of travel on screen).
    const x = point.x - direction.y * offset;
    const y = point.y + direction.x * offset;
    d += `${i === 0 ? "M" : "L"}${n(x)} ${n(y)}`;
  }
  if (straight > 0) {
    const { point } = frameAt(to);
    d += `L${n(point.x)} ${n(point.y)}`;
  }
  return d;
}
