import {
  catalogueEntry,
  type DiagramObject,
  EQUIPMENT_KINDS,
  type ObjectKind,
  PEOPLE_KINDS,
  type Pose,
} from "@touchline/diagram";
import { arrowHeadHalfWidth, dribbleAmplitude } from "./line-geometry.ts";

/*
 * Drawing metrics shared by the renderer and the bounds, so a selection outline hugs what is
 * drawn. All metres. People have no size field: they are drawn at the catalogue size.
 */

/** Radius of a person's disc (catalogue size 2 m, minus room for the outline). */
export const PERSON_RADIUS = 0.9;
/** How far a facing tick reaches from a person's centre. */
export const FACING_REACH = 1.42;
/** Stroke width of area borders. */
export const AREA_BORDER_WIDTH = 0.15;
/** Average glyph advance as a fraction of the font size, for estimating text width. */
export const TEXT_ADVANCE = 0.56;
/** Line height as a fraction of the font size. */
export const TEXT_LINE_HEIGHT = 1.2;

/**
 * Equipment drawn as an upright symbol (seen from the side) rather than from above: it ignores
 * rotation and counter-rotates a vertical view so it never lies on its side. Their catalogue
 * boxes are square, so their bounds do not depend on the view.
 */
const UPRIGHT_KINDS: ReadonlySet<ObjectKind> = new Set<ObjectKind>(["cone", "pole", "flag"]);

export function isUprightKind(kind: ObjectKind): boolean {
  return UPRIGHT_KINDS.has(kind);
}

/**
 * Kinds drawn as tokens: people, the ball, equipment and step markers. The drawing's token scale
 * (`tokenScale`) enlarges them about their anchor, as a view scale; lines, areas, text and pen marks are
 * drawn true to size. A full-size goal is drawn life size already (7.32 m) and lines up with the pitch's
 * own goal mouth and boxes, so it stays true to size too.
 */
const SCALED_KINDS: ReadonlySet<ObjectKind> = new Set<ObjectKind>([
  ...PEOPLE_KINDS,
  ...EQUIPMENT_KINDS.filter((kind) => kind !== "goal"),
  "marker",
]);

/** The factor an object of `kind` is drawn at: the drawing's token scale for tokens, 1 for the rest. */
export function drawnScale(kind: ObjectKind, tokenScale: number): number {
  return SCALED_KINDS.has(kind) ? tokenScale : 1;
}

/** An axis-aligned box in metres, in stored (horizontal) pitch coordinates. */
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function rotatedBox(cx: number, cy: number, halfWidth: number, halfHeight: number, degrees: number): Bounds {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const hx = halfWidth * cos + halfHeight * sin;
  const hy = halfWidth * sin + halfHeight * cos;
  return { minX: cx - hx, minY: cy - hy, maxX: cx + hx, maxY: cy + hy };
}

function circle(cx: number, cy: number, radius: number): Bounds {
  return { minX: cx - radius, minY: cy - radius, maxX: cx + radius, maxY: cy + radius };
}

/** Bounds of local points after the object's rotation and translation, grown by `pad` on each side. */
function pointsBox(pose: Pose, points: readonly { x: number; y: number }[], pad: number): Bounds {
  const radians = (pose.rotation * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const point of points) {
    const x = pose.x + point.x * cos - point.y * sin;
    const y = pose.y + point.x * sin + point.y * cos;
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { minX: minX - pad, minY: minY - pad, maxX: maxX + pad, maxY: maxY + pad };
}

/** Width and height in metres of a text object's block, estimated from its characters. */
export function textBlockSize(text: string, fontSize: number): { width: number; height: number } {
  const lines = text.split("\n");
  const longest = Math.max(1, ...lines.map((line) => line.length));
  return { width: longest * fontSize * TEXT_ADVANCE, height: lines.length * fontSize * TEXT_LINE_HEIGHT };
}

/** Equipment drawing size in metres: the catalogue size times the object's scale. */
export function equipmentSize(kind: ObjectKind, scale: number): { width: number; height: number } {
  const { size } = catalogueEntry(kind);
  return { width: size.width * scale, height: size.height * scale };
}

/**
 * The axis-aligned box an object covers, in stored coordinates, for rubber-band selection and
 * selection outlines. `pose` overrides the object's own position (an animation frame);
 * `viewRotation` (see `pitchViewRotation`) matters only for text, which stays upright on screen;
 * `tokenScale` is the drawing's (see `tokenScale`), by which tokens are drawn larger about their anchor.
 */
export function objectBounds(object: DiagramObject, pose?: Pose, viewRotation = 0, tokenScale = 1): Bounds {
  const at: Pose = pose ?? { x: object.x, y: object.y, rotation: object.rotation };
  const s = drawnScale(object.kind, tokenScale);
  switch (object.kind) {
    case "player":
    case "goalkeeper":
    case "coach":
    case "neutral": {
      const radius = catalogueEntry(object.kind).size.width / 2;
      return circle(at.x, at.y, (object.hasFacing ? Math.max(radius, FACING_REACH) : radius) * s);
    }
    case "ball":
      return circle(at.x, at.y, (catalogueEntry("ball").size.width / 2) * object.scale * s);
    case "cone":
    case "disc":
    case "pole":
    case "mannequin":
    case "hurdle":
    case "ladder":
    case "ring":
    case "mini-goal":
    case "goal":
    case "flag":
    case "rebounder": {
      const { width, height } = equipmentSize(object.kind, object.scale * s);
      return rotatedBox(at.x, at.y, width / 2, height / 2, isUprightKind(object.kind) ? -viewRotation : at.rotation);
    }
    case "pass":
    case "run":
    case "dribble":
    case "shot":
    case "line": {
      const points = [{ x: 0, y: 0 }, object.end, ...(object.control ? [object.control] : [])];
      const hasHead = object.arrowStart || object.arrowEnd;
      const pad = Math.max(
        object.width / 2,
        hasHead ? arrowHeadHalfWidth(object.width) : 0,
        object.kind === "dribble" ? dribbleAmplitude(object.width) + object.width / 2 : 0,
      );
      return pointsBox(at, points, pad);
    }
    case "rectangle": {
      const pad = object.border === "none" ? 0 : AREA_BORDER_WIDTH / 2;
      return rotatedBox(at.x, at.y, object.width / 2 + pad, object.height / 2 + pad, at.rotation);
    }
    case "ellipse": {
      // Exact extent of a rotated ellipse: the half-widths combine in quadrature.
      const pad = object.border === "none" ? 0 : AREA_BORDER_WIDTH / 2;
      const a = object.width / 2 + pad;
      const b = object.height / 2 + pad;
      const radians = (at.rotation * Math.PI) / 180;
      const cos = Math.cos(radians);
      const sin = Math.sin(radians);
      const hx = Math.hypot(a * cos, b * sin);
      const hy = Math.hypot(a * sin, b * cos);
      return { minX: at.x - hx, minY: at.y - hy, maxX: at.x + hx, maxY: at.y + hy };
    }
    case "polygon":
      return pointsBox(at, object.points, object.border === "none" ? 0 : AREA_BORDER_WIDTH / 2);
    case "text": {
      const { width, height } = textBlockSize(object.text, object.fontSize);
      return rotatedBox(at.x, at.y, width / 2, height / 2, at.rotation - viewRotation);
    }
    case "marker":
      return circle(at.x, at.y, (catalogueEntry("marker").size.width / 2) * s);
    case "pen":
      return pointsBox(at, object.points, object.width / 2);
  }
}

/** The smallest box holding all of `boxes`, or undefined for none (e.g. a multi-selection outline). */
export function unionBounds(boxes: readonly Bounds[]): Bounds | undefined {
  if (boxes.length === 0) return undefined;
  return boxes.reduce((all, box) => ({
    minX: Math.min(all.minX, box.minX),
    minY: Math.min(all.minY, box.minY),
    maxX: Math.max(all.maxX, box.maxX),
    maxY: Math.max(all.maxY, box.maxY),
  }));
}
