import { DiagramError } from "../diagram-error.ts";
import { objectsInOrder } from "../objects-in-order.ts";
import { orderKeysBetween } from "../order-key.ts";
import { ballFeetPosition, objectPoseAtFrame } from "../pose-at.ts";
import { DIAGRAM_LIMITS, isPerson, type Diagram, type DiagramObject, type Frame, type Pose } from "../schema.ts";
import { tokenScale } from "../token-scale.ts";

/*
 * Helpers shared by the commands, not part of the public API. Every helper returns its input when
 * nothing changed, so a no-op command hands back the very same diagram and history can skip it.
 */

export function assertFinite(name: string, value: number): void {
  if (!Number.isFinite(value)) throw new DiagramError(`${name} must be a finite number (got ${value})`);
}

export function clampCoordinate(value: number): number {
  return Math.min(Math.max(value, -DIAGRAM_LIMITS.maxCoordinate), DIAGRAM_LIMITS.maxCoordinate);
}

/** Degrees into [0, 360). */
export function normaliseRotation(degrees: number): number {
  const result = ((degrees % 360) + 360) % 360;
  return result === 360 ? 0 : result;
}

export function hasObject(diagram: Diagram, id: string): boolean {
  return Object.hasOwn(diagram.objects, id);
}

/** Replaces some objects by id, sharing every other object. */
export function withObjects(diagram: Diagram, changed: ReadonlyMap<string, DiagramObject>): Diagram {
  if (changed.size === 0) return diagram;
  return { ...diagram, objects: { ...diagram.objects, ...Object.fromEntries(changed) } };
}

export function assertRoomFor(diagram: Diagram, count: number): void {
  const total = Object.keys(diagram.objects).length + count;
  if (total > DIAGRAM_LIMITS.maxObjects) {
    throw new DiagramError(`A diagram holds at most ${DIAGRAM_LIMITS.maxObjects} objects`);
  }
}

export function assertFrameIndex(diagram: Diagram, frameIndex: number): void {
  const valid = Number.isInteger(frameIndex) && frameIndex >= 0;
  if (!valid || (frameIndex > 0 && frameIndex >= diagram.frames.length)) {
    throw new DiagramError(`There is no frame ${frameIndex} (the diagram has ${diagram.frames.length})`);
  }
}

/** `count` fresh order keys above every existing object, ascending. */
export function topOrderKeys(diagram: Diagram, count: number): string[] {
  const ordered = objectsInOrder(diagram);
  return orderKeysBetween(ordered[ordered.length - 1]?.order ?? null, null, count);
}

/** Order keys for a whole back-to-front sequence, from scratch: the fallback when keys collide or grow. */
export function respacedOrderKeys(count: number): string[] {
  return orderKeysBetween(null, null, count);
}

/**
 * Puts every ball attached to one of `movedIds` (or itself in `movedIds`; every attached ball when
 * `movedIds` is "all", after the token scale changed) at its carrier's feet, so the stored frame-0
 * position matches what `poseAt` shows.
 */
export function placeAttachedBalls(diagram: Diagram, movedIds: ReadonlySet<string> | "all"): Diagram {
  const changed = new Map<string, DiagramObject>();
  const scale = tokenScale(diagram);
  for (const object of Object.values(diagram.objects)) {
    if (object.kind !== "ball" || object.attachedTo === undefined) continue;
    if (movedIds !== "all" && !movedIds.has(object.attachedTo) && !movedIds.has(object.id)) continue;
    const carrier = hasObject(diagram, object.attachedTo) ? diagram.objects[object.attachedTo] : undefined;
    if (!carrier) continue;
    const feet = ballFeetPosition(carrier, scale);
    const x = clampCoordinate(feet.x);
    const y = clampCoordinate(feet.y);
    if (x !== object.x || y !== object.y) changed.set(object.id, { ...object, x, y });
  }
  return withObjects(diagram, changed);
}

export interface PoseUpdate {
  id: string;
  x: number;
  y: number;
  rotation: number;
}

/** True for objects whose position a pose command may not change. */
function isPinned(object: DiagramObject): boolean {
  // An attached ball's position is derived from its carrier.
  return object.locked || (object.kind === "ball" && object.attachedTo !== undefined);
}

/**
 * Writes poses at a frame: frame 0 moves the objects themselves, a later frame records poses in it.
 * Unknown, locked and attached-ball ids are skipped; coordinates are clamped, rotations normalised.
 */
export function writePoses(diagram: Diagram, frameIndex: number, updates: readonly PoseUpdate[]): Diagram {
  assertFrameIndex(diagram, frameIndex);
  for (const update of updates) {
    assertFinite("x", update.x);
    assertFinite("y", update.y);
    assertFinite("rotation", update.rotation);
  }
  const accepted = updates.flatMap((update) => {
    const object = hasObject(diagram, update.id) ? diagram.objects[update.id] : undefined;
    if (!object || isPinned(object)) return [];
    const pose: Pose = {
      x: clampCoordinate(update.x),
      y: clampCoordinate(update.y),
      rotation: normaliseRotation(update.rotation),
    };
    return [{ object, pose }];
  });
  if (frameIndex === 0) {
    const changed = new Map<string, DiagramObject>();
    for (const { object, pose } of accepted) {
      if (object.x === pose.x && object.y === pose.y && object.rotation === pose.rotation) continue;
      changed.set(object.id, { ...object, ...pose });
    }
    const moved = withObjects(diagram, changed);
    return placeAttachedBalls(
      moved,
      new Set([...changed.keys()].filter((id) => isPerson(moved.objects[id] as DiagramObject))),
    );
  }
  const frame = diagram.frames[frameIndex] as Frame;
  const poses: Record<string, Pose> = {};
  for (const { object, pose } of accepted) {
    const existing = Object.hasOwn(frame.poses, object.id) ? frame.poses[object.id] : undefined;
    if (existing && existing.x === pose.x && existing.y === pose.y && existing.rotation === pose.rotation) continue;
    poses[object.id] = pose;
  }
  if (Object.keys(poses).length === 0) return diagram;
  const frames = diagram.frames.slice();
  frames[frameIndex] = { ...frame, poses: { ...frame.poses, ...poses } };
  return { ...diagram, frames };
}

/** An object's pose at a frame (its own x/y/rotation at frame 0). */
export function currentPose(diagram: Diagram, frameIndex: number, id: string): Pose | undefined {
  return objectPoseAtFrame(diagram, frameIndex, id);
}
