import {
  catalogueEntry,
  type Diagram,
  type DiagramObject,
  isArea,
  objectsInOrder,
  type Pose,
  tokenScale as tokenScaleOf,
} from "@touchline/diagram";
import type { PointerTarget } from "../tools/pointer-input.ts";
import { drawnScale, equipmentSize, isUprightKind, textBlockSize } from "./object-bounds.ts";
import { pitchViewRotation } from "./pitch-geometry.ts";

/*
 * Finger hit-testing. A fingertip covers about 44 px and lands a little off what the coach aimed at, so a
 * touch (or a pen) takes the object whose drawn edge is nearest the point, within a reach in metres
 * (22 px at the current zoom). Everything here is in stored pitch coordinates and pure.
 */

interface Vec {
  x: number;
  y: number;
}

/** Screen pixels from an object's edge within which a finger still hits it: a 44 px target. */
export const TOUCH_REACH_PX = 22;

/** `point` in an object's local frame: relative to its anchor, turned back by `degrees`. */
function toLocal(point: Vec, at: Vec, degrees: number): Vec {
  const radians = (-degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const dx = point.x - at.x;
  const dy = point.y - at.y;
  return { x: dx * cos - dy * sin, y: dx * sin + dy * cos };
}

/** Distance from a local point to a centred box's edge; 0 inside. */
function boxDistance(local: Vec, halfWidth: number, halfHeight: number): number {
  return Math.hypot(Math.max(Math.abs(local.x) - halfWidth, 0), Math.max(Math.abs(local.y) - halfHeight, 0));
}

function segmentDistance(p: Vec, a: Vec, b: Vec): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared > 0 ? Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared)) : 0;
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function polylineDistance(p: Vec, points: readonly Vec[]): number {
  if (points.length === 1) return Math.hypot(p.x - points[0]!.x, p.y - points[0]!.y);
  let best = Infinity;
  for (let i = 1; i < points.length; i++) best = Math.min(best, segmentDistance(p, points[i - 1]!, points[i]!));
  return best;
}

function isInsidePolygon(p: Vec, points: readonly Vec[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i]!;
    const b = points[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Distance to a closed outline; 0 inside it (areas are filled, so a press inside one is on it). */
function outlineDistance(p: Vec, points: readonly Vec[]): number {
  return isInsidePolygon(p, points) ? 0 : polylineDistance(p, [...points, points[0]!]);
}

/** A line's centre curve as points: a quadratic Bézier whose control defaults to the midpoint. */
function linePoints(end: Vec, control: Vec | undefined): Vec[] {
  const c = control ?? { x: end.x / 2, y: end.y / 2 };
  const samples = control ? 24 : 1;
  return Array.from({ length: samples + 1 }, (_, i) => {
    const t = i / samples;
    const u = 1 - t;
    return { x: 2 * u * t * c.x + t * t * end.x, y: 2 * u * t * c.y + t * t * end.y };
  });
}

const ELLIPSE_SAMPLES = 48;

/**
 * How far `point` is from what is drawn of `object` standing at `pose`, in metres (0 on or inside it):
 * circles for people, balls and markers, turned boxes for equipment and text, the curve for lines and pen
 * marks, the outline for areas. Tokens are measured at the drawing's `tokenScale`, as they are drawn.
 */
export function distanceToObject(
  object: DiagramObject,
  pose: Pose,
  point: Vec,
  tokenScale: number,
  viewRotation = 0,
): number {
  const s = drawnScale(object.kind, tokenScale);
  const centre = Math.hypot(point.x - pose.x, point.y - pose.y);
  switch (object.kind) {
    case "player":
    case "goalkeeper":
    case "coach":
    case "neutral":
    case "marker":
      return Math.max(0, centre - (catalogueEntry(object.kind).size.width / 2) * s);
    case "ball":
      return Math.max(0, centre - (catalogueEntry("ball").size.width / 2) * object.scale * s);
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
      const local = toLocal(point, pose, isUprightKind(object.kind) ? -viewRotation : pose.rotation);
      return boxDistance(local, width / 2, height / 2);
    }
    case "text": {
      const { width, height } = textBlockSize(object.text, object.fontSize);
      return boxDistance(toLocal(point, pose, pose.rotation - viewRotation), width / 2, height / 2);
    }
    case "pass":
    case "run":
    case "dribble":
    case "shot":
    case "line":
      return Math.max(
        0,
        polylineDistance(toLocal(point, pose, pose.rotation), linePoints(object.end, object.control)) -
          object.width / 2,
      );
    case "pen":
      return Math.max(0, polylineDistance(toLocal(point, pose, pose.rotation), object.points) - object.width / 2);
    case "rectangle":
      return boxDistance(toLocal(point, pose, pose.rotation), object.width / 2, object.height / 2);
    case "ellipse": {
      const outline = Array.from({ length: ELLIPSE_SAMPLES }, (_, i) => {
        const angle = (2 * Math.PI * i) / ELLIPSE_SAMPLES;
        return { x: (object.width / 2) * Math.cos(angle), y: (object.height / 2) * Math.sin(angle) };
      });
      return outlineDistance(toLocal(point, pose, pose.rotation), outline);
    }
    case "polygon":
      return outlineDistance(toLocal(point, pose, pose.rotation), object.points);
  }
}

/**
 * The object a finger at `point` means: the one whose drawn edge is nearest, within `reach` metres, or null.
 * `objects` are the visible ones in drawing order; on a tie the one drawn on top wins. Areas (zones,
 * channels) lie under the play, so one is taken only when nothing else is within reach: a tap beside a
 * player standing in a zone picks the player.
 */
export function nearestObjectAt(
  objects: readonly DiagramObject[],
  poses: Readonly<Record<string, Pose>> | undefined,
  point: Vec,
  reach: number,
  tokenScale: number,
  viewRotation = 0,
): string | null {
  let best: { id: string; distance: number; isArea: boolean } | null = null;
  for (const object of objects) {
    const pose = poses?.[object.id] ?? object;
    const distance = distanceToObject(object, pose, point, tokenScale, viewRotation);
    if (distance > reach) continue;
    const candidate = { id: object.id, distance, isArea: isArea(object) };
    if (
      !best ||
      (best.isArea && !candidate.isArea) ||
      (best.isArea === candidate.isArea && candidate.distance <= best.distance)
    )
      best = candidate;
  }
  return best?.id ?? null;
}

/**
 * What a touch or a pen press at `point` is on: a handle when it is on one (handles are already finger-sized),
 * else the nearest visible object within `TOUCH_REACH_PX` of the press, else what was under it exactly.
 */
export function fingerTarget(
  exact: PointerTarget,
  diagram: Diagram,
  poses: Readonly<Record<string, Pose>> | undefined,
  point: Vec,
  metresPerPixel: number,
): PointerTarget {
  if (exact.type === "handle") return exact;
  const visible = objectsInOrder(diagram).filter((object) => !object.hidden);
  const id = nearestObjectAt(
    visible,
    poses,
    point,
    TOUCH_REACH_PX * metresPerPixel,
    tokenScaleOf(diagram),
    pitchViewRotation(diagram.pitch),
  );
  return id ? { type: "object", id } : exact;
}
