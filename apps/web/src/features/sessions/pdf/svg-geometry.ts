/*
 * 2D affine geometry for flattening SVG transforms into coordinates: the PDF converter bakes each
 * shape's transform into its points, so react-pdf gets one flat list of shapes instead of a deep
 * tree of groups (its layout cost grows with every node).
 */

/** An SVG matrix [a b c d e f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** An SVG transform list (translate, rotate, scale, matrix, skewX, skewY) as one matrix. */
export function parseTransform(value: string | null): Matrix {
  if (!value) return IDENTITY;
  let result = IDENTITY;
  for (const [, name, rawArgs] of value.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const args = (rawArgs ?? "")
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const [a = 0, b, c] = args;
    let step: Matrix = IDENTITY;
    switch (name) {
      case "translate":
        step = [1, 0, 0, 1, a, b ?? 0];
        break;
      case "scale":
        step = [a, 0, 0, b ?? a, 0, 0];
        break;
      case "rotate": {
        const radians = (a * Math.PI) / 180;
        const cos = Math.cos(radians);
        const sin = Math.sin(radians);
        const cx = b ?? 0;
        const cy = c ?? 0;
        step = [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
        break;
      }
      case "matrix":
        if (args.length === 6) step = args as unknown as Matrix;
        break;
      case "skewX":
        step = [1, 0, Math.tan((a * Math.PI) / 180), 1, 0, 0];
        break;
      case "skewY":
        step = [1, Math.tan((a * Math.PI) / 180), 0, 1, 0, 0];
        break;
    }
    result = multiply(result, step);
  }
  return result;
}

const EPSILON = 1e-9;

export function isIdentity(m: Matrix): boolean {
  return m.every((value, index) => Math.abs(value - (IDENTITY[index] ?? 0)) < EPSILON);
}

/** Only a shift and a uniform, unmirrored scale: axis-aligned shapes stay axis-aligned. */
export function isTranslateScale(m: Matrix): boolean {
  return Math.abs(m[1]) < EPSILON && Math.abs(m[2]) < EPSILON && m[0] > 0 && Math.abs(m[0] - m[3]) < EPSILON;
}

/**
 * The uniform scale of a similarity (rotation, mirror, uniform scale, shift), or null for a
 * matrix that skews or stretches: circles stay circles and stroke widths scale by one number.
 */
export function similarityScale(m: Matrix): number | null {
  const [a, b, c, d] = m;
  const sx = Math.hypot(a, b);
  const sy = Math.hypot(c, d);
  if (sx < EPSILON || Math.abs(sx - sy) > 1e-6 * sx || Math.abs(a * c + b * d) > 1e-6 * sx * sy) return null;
  return sx;
}

export function applyToPoint(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** Rounds to a micrometre in diagram metres: short path strings without float noise. */
export function fmt(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

const PATH_TOKEN = /[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
const PARAMS: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

/**
 * Path data with a similarity matrix applied, as absolute commands; null when the path cannot be
 * read (the caller then keeps the transform as a group). Arcs keep their shape: radii scale, the
 * axis turns with the matrix and a mirror flips the sweep.
 */
export function transformPath(d: string, m: Matrix): string | null {
  const scale = similarityScale(m);
  if (scale === null) return null;
  const mirrored = m[0] * m[3] - m[1] * m[2] < 0;
  const tokens = d.match(PATH_TOKEN);
  if (!tokens) return "";
  let out = "";
  let index = 0;
  let command = "";
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const point = (px: number, py: number) => {
    const [tx, ty] = applyToPoint(m, px, py);
    return `${fmt(tx)} ${fmt(ty)}`;
  };
  while (index < tokens.length) {
    const token = tokens[index] as string;
    if (/[a-zA-Z]/.test(token)) {
      // Path data starts with a moveto.
      if (!command && token !== "M" && token !== "m") return null;
      command = token;
      index++;
      if (command === "Z" || command === "z") {
        out += "Z";
        x = startX;
        y = startY;
        continue;
      }
    } else if (!command) {
      return null;
    }
    const upper = command.toUpperCase();
    const count = PARAMS[upper];
    if (count === undefined || count === 0) return null;
    if (index + count > tokens.length) return null;
    const args = tokens.slice(index, index + count).map(Number);
    if (args.some((value) => !Number.isFinite(value))) return null;
    index += count;
    const relative = command !== upper;
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    const at = (i: number) => args[i] as number;
    switch (upper) {
      case "M":
        x = ox + at(0);
        y = oy + at(1);
        startX = x;
        startY = y;
        out += `M${point(x, y)}`;
        // Further pairs after a moveto are linetos.
        command = relative ? "l" : "L";
        break;
      case "L":
        x = ox + at(0);
        y = oy + at(1);
        out += `L${point(x, y)}`;
        break;
      case "H":
        x = (relative ? x : 0) + at(0);
        out += `L${point(x, y)}`;
        break;
      case "V":
        y = (relative ? y : 0) + at(0);
        out += `L${point(x, y)}`;
        break;
      case "C":
        out += `C${point(ox + at(0), oy + at(1))} ${point(ox + at(2), oy + at(3))} ${point(ox + at(4), oy + at(5))}`;
        x = ox + at(4);
        y = oy + at(5);
        break;
      case "S":
      case "Q":
        // The implied reflected control point of S (and T) survives any affine map.
        out += `${upper}${point(ox + at(0), oy + at(1))} ${point(ox + at(2), oy + at(3))}`;
        x = ox + at(2);
        y = oy + at(3);
        break;
      case "T":
        x = ox + at(0);
        y = oy + at(1);
        out += `T${point(x, y)}`;
        break;
      case "A": {
        const [rx, ry, rotation, large, sweep] = [at(0), at(1), at(2), at(3), at(4)];
        x = ox + at(5);
        y = oy + at(6);
        const radians = (rotation * Math.PI) / 180;
        const axis = [
          m[0] * Math.cos(radians) + m[2] * Math.sin(radians),
          m[1] * Math.cos(radians) + m[3] * Math.sin(radians),
        ] as const;
        const newRotation = (Math.atan2(axis[1], axis[0]) * 180) / Math.PI;
        const newSweep = mirrored ? (sweep ? 0 : 1) : sweep ? 1 : 0;
        out += `A${fmt(Math.abs(rx) * scale)} ${fmt(Math.abs(ry) * scale)} ${fmt(newRotation)} ${large ? 1 : 0} ${newSweep} ${point(x, y)}`;
        break;
      }
    }
  }
  return out;
}

/* eslint-disable lingui/no-unlocalized-strings -- SVG path data */
/** A rectangle (with rounded corners when rx/ry are set) as path data. */
export function rectPath(x: number, y: number, width: number, height: number, rx = 0, ry = rx): string {
  const rX = Math.min(Math.max(rx, 0), width / 2);
  const rY = Math.min(Math.max(ry, 0), height / 2);
  if (rX <= 0 || rY <= 0) return `M${x} ${y}H${x + width}V${y + height}H${x}Z`;
  return (
    `M${x + rX} ${y}H${x + width - rX}A${rX} ${rY} 0 0 1 ${x + width} ${y + rY}` +
    `V${y + height - rY}A${rX} ${rY} 0 0 1 ${x + width - rX} ${y + height}` +
    `H${x + rX}A${rX} ${rY} 0 0 1 ${x} ${y + height - rY}` +
    `V${y + rY}A${rX} ${rY} 0 0 1 ${x + rX} ${y}Z`
  );
}

/** An ellipse as path data: two half arcs. */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
}
/* eslint-enable lingui/no-unlocalized-strings */

/** "x1,y1 x2,y2 …" points with a matrix applied. */
export function transformPoints(points: string, m: Matrix): string | null {
  const values = points
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  if (values.length % 2 !== 0 || values.some((value) => !Number.isFinite(value))) return null;
  const pairs: string[] = [];
  for (let i = 0; i < values.length; i += 2) {
    const [x, y] = applyToPoint(m, values[i] as number, values[i + 1] as number);
    pairs.push(`${fmt(x)},${fmt(y)}`);
  }
  return pairs.join(" ");
}
