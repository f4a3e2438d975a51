import { compareByOrder } from "./objects-in-order.ts";
import { framePoses } from "./pose-at.ts";
import type { Diagram, DiagramObject, Point, Pose } from "./schema.ts";

/**
 * Raised whenever what a thumbnail keeps changes, so stored thumbnails and anything cached by their
 * hash are told apart from the new ones.
 */
// 2: drawings have a token size (version 3), so every stored picture is drawn again with it.
export const THUMBNAIL_VERSION = 2;

/**
 * Coordinates are kept to 10 cm: a full pitch drawn ~160 px wide is ~1.5 px a metre, a 20 m grid ~8, so
 * the picture does not change, nudges below that keep the hash, and the JSON stays short.
 */
const POSITION_STEP = 0.1;
const ROTATION_STEP = 1;

/** A diagram reduced to what reads at list size, and the hash of exactly that. */
export interface DiagramThumbnail {
  /** Hash of the simplified diagram and `THUMBNAIL_VERSION`: equal pictures, equal hashes. */
  hash: string;
  diagram: Diagram;
}

function round(value: number, step: number): number {
  // toFixed drops float noise (0.30000000000000004); `+ 0` turns -0 into 0 so the JSON is the same.
  return Number((Math.round(value / step) * step).toFixed(4)) + 0;
}

function roundPoint(point: Point): Point {
  return { x: round(point.x, POSITION_STEP), y: round(point.y, POSITION_STEP) };
}

/** The object with its numbers rounded and what cannot be seen at list size left out. */
function simplifyObject(object: DiagramObject, id: string, pose: Pose): DiagramObject {
  const base = {
    ...object,
    id,
    x: round(pose.x, POSITION_STEP),
    y: round(pose.y, POSITION_STEP),
    rotation: round(pose.rotation, ROTATION_STEP),
    locked: false,
  };
  switch (base.kind) {
    case "player":
    case "goalkeeper": {
      // A shirt number or a name is ~2 px high at list size: the colour says the team, the rest is noise.
      const { name: _name, ...person } = base;
      return { ...person, label: "" };
    }
    case "coach":
    case "neutral":
      return { ...base, label: "" };
    case "ball": {
      // The first frame put it at its carrier's feet; the link itself only matters to the animation.
      const { attachedTo: _attachedTo, ...ball } = base;
      return ball;
    }
    case "pass":
    case "run":
    case "dribble":
    case "shot":
    case "line":
      return {
        ...base,
        end: roundPoint(base.end),
        ...(base.control ? { control: roundPoint(base.control) } : {}),
      };
    case "polygon":
    case "pen":
      return { ...base, points: base.points.map(roundPoint) };
    default:
      return base;
  }
}

/**
 * What a list shows of a diagram: the first frame only (where playback starts, no animation), no hidden
 * objects, no free text and no shirt numbers (illegible at ~160 px), no grid, every coordinate rounded.
 * Objects are renamed by drawing order, so the same picture gives the same document (and hash) whatever
 * ids the editor gave its objects. The result is a valid diagram, drawn by the same `DiagramView`.
 */
export function simplifyForThumbnail(diagram: Diagram): Diagram {
  const kept = Object.values(diagram.objects)
    .filter((object) => !object.hidden && object.kind !== "text")
    .sort(compareByOrder);
  const poses = framePoses(diagram, 0);
  const objects: Record<string, DiagramObject> = {};
  kept.forEach((object, index) => {
    const id = index.toString(36);
    objects[id] = simplifyObject(object, id, poses[object.id] ?? object);
  });
  return { ...diagram, pitch: { ...diagram.pitch, showGrid: false }, objects, frames: [] };
}

/** JSON with object keys sorted at every level, so equal documents give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * cyrb53 (a public-domain 53-bit string hash), twice with different seeds: 106 bits, plenty for a cache
 * key, synchronous and the same in Node and the browser. Not for anything an attacker chooses to collide.
 */
function hashText(text: string): string {
  const cyrb53 = (seed: number) => {
    let h1 = 0xdeadbeef ^ seed;
    let h2 = 0x41c6ce57 ^ seed;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, "0");
  };
  return cyrb53(1) + cyrb53(2);
}

/** The thumbnail of a diagram: simplified, with the hash of what it draws. */
export function diagramThumbnail(diagram: Diagram): DiagramThumbnail {
  const simplified = simplifyForThumbnail(diagram);
  return { hash: hashText(`${THUMBNAIL_VERSION}:${canonicalJson(simplified)}`), diagram: simplified };
}
