import type { Diagram, DiagramObject, Pose } from "./schema.ts";
import { tokenScale } from "./token-scale.ts";

/*
 * Animation timing: frame 0 is the objects' own x/y/rotation at t = 0; frame k (k ≥ 1) is reached
 * at the sum of durationMs of frames 1..k, so frame k's duration is the time spent moving into it
 * (frame 0's duration is unused). An object without a pose in frame k stays where it was in frame
 * k − 1, so it moves only during the steps that end in a frame holding its pose. Each step eases
 * in and out, so players settle at every frame the way a coach walks through a drill.
 */

/**
 * Metres from a carrier's centre to an attached ball, along the carrier's rotation (its facing), for
 * tokens drawn at their catalogue size; the drawing's token scale (`tokenScale`) multiplies it.
 */
export const BALL_FEET_OFFSET = 1.2;

/**
 * Where an attached ball sits for a carrier standing at `carrier`. People and balls are drawn `scale`
 * times their catalogue size (the drawing's `tokenScale`), so the ball keeps to the feet of a larger
 * disc rather than hiding under it.
 */
export function ballFeetPosition(carrier: Pose, scale = 1): { x: number; y: number } {
  const radians = (carrier.rotation * Math.PI) / 180;
  const offset = BALL_FEET_OFFSET * scale;
  return {
    x: carrier.x + Math.cos(radians) * offset,
    y: carrier.y + Math.sin(radians) * offset,
  };
}

interface Timeline {
  /** Time in ms at which each frame is reached. */
  readonly reachedAt: readonly number[];
  /** Every object's pose at each frame, before attached balls are placed. */
  readonly resolved: readonly Readonly<Record<string, Pose>>[];
}

// Diagrams are immutable, so a timeline computed once per diagram stays valid for playback.
const timelines = new WeakMap<Diagram, Timeline>();

function ownPose(object: DiagramObject): Pose {
  return { x: object.x, y: object.y, rotation: object.rotation };
}

function timeline(diagram: Diagram): Timeline {
  const cached = timelines.get(diagram);
  if (cached) return cached;
  const start: Record<string, Pose> = {};
  for (const object of Object.values(diagram.objects)) start[object.id] = ownPose(object);
  const resolved: Record<string, Pose>[] = [start];
  const reachedAt = [0];
  for (let k = 1; k < diagram.frames.length; k++) {
    const frame = diagram.frames[k] as Diagram["frames"][number];
    const previous = resolved[k - 1] as Record<string, Pose>;
    const poses: Record<string, Pose> = { ...previous };
    for (const [id, pose] of Object.entries(frame.poses)) {
      if (Object.hasOwn(previous, id)) poses[id] = pose;
    }
    resolved.push(poses);
    reachedAt.push((reachedAt[k - 1] as number) + frame.durationMs);
  }
  const result = { reachedAt, resolved };
  timelines.set(diagram, result);
  return result;
}

/** Total playback time in ms: 0 when there are fewer than two frames. */
export function animationDuration(diagram: Diagram): number {
  // Summed from the frames alone: the editor asks on every edit, so no poses are resolved for it.
  let durationMs = 0;
  for (let k = 1; k < diagram.frames.length; k++)
    durationMs += (diagram.frames[k] as Diagram["frames"][number]).durationMs;
  return durationMs;
}

/** The time at which frame `frameIndex` is reached (clamped to the existing frames). */
export function frameTimeMs(diagram: Diagram, frameIndex: number): number {
  const { reachedAt } = timeline(diagram);
  const index = Math.min(Math.max(Math.trunc(frameIndex) || 0, 0), reachedAt.length - 1);
  return reachedAt[index] ?? 0;
}

function placeAttachedBalls(diagram: Diagram, poses: Record<string, Pose>): Record<string, Pose> {
  const scale = tokenScale(diagram);
  for (const object of Object.values(diagram.objects)) {
    if (object.kind !== "ball" || object.attachedTo === undefined) continue;
    const carrier = Object.hasOwn(poses, object.attachedTo) ? poses[object.attachedTo] : undefined;
    const own = poses[object.id];
    if (carrier && own) poses[object.id] = { ...ballFeetPosition(carrier, scale), rotation: own.rotation };
  }
  return poses;
}

/** Every object's pose at a frame, with attached balls at their carrier's feet. */
export function framePoses(diagram: Diagram, frameIndex: number): Record<string, Pose> {
  const { resolved } = timeline(diagram);
  const index = Math.min(Math.max(Math.trunc(frameIndex) || 0, 0), resolved.length - 1);
  return placeAttachedBalls(diagram, { ...resolved[index] });
}

/**
 * One object's pose at a frame, ignoring ball attachment (undefined for an unknown id). Walks back
 * to the last frame that poses it rather than building the whole timeline, because commands call
 * this on every drag step, each on a new diagram.
 */
export function objectPoseAtFrame(diagram: Diagram, frameIndex: number, id: string): Pose | undefined {
  if (!Object.hasOwn(diagram.objects, id)) return undefined;
  for (let k = Math.min(Math.trunc(frameIndex) || 0, diagram.frames.length - 1); k >= 1; k--) {
    const poses = (diagram.frames[k] as Diagram["frames"][number]).poses;
    if (Object.hasOwn(poses, id)) return poses[id];
  }
  return ownPose(diagram.objects[id] as DiagramObject);
}

function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

function interpolate(from: Pose, to: Pose, t: number): Pose {
  if (from === to || t <= 0) return from;
  if (t >= 1) return to;
  // Turn the short way round: 350° → 10° passes through 0°, not 180°.
  const turn = ((((to.rotation - from.rotation) % 360) + 540) % 360) - 180;
  const rotation = (((from.rotation + turn * t) % 360) + 360) % 360;
  return { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t, rotation };
}

/**
 * Every object's pose at `timeMs` of playback (clamped to [0, animationDuration]). Pure: playback is
 * a function of the diagram and the clock.
 */
export function poseAt(diagram: Diagram, timeMs: number): Record<string, Pose> {
  const { reachedAt, resolved } = timeline(diagram);
  const total = reachedAt[reachedAt.length - 1] ?? 0;
  const time = Number.isFinite(timeMs) ? Math.min(Math.max(timeMs, 0), total) : 0;
  let step = 1;
  while (step < reachedAt.length - 1 && (reachedAt[step] as number) < time) step++;
  if (reachedAt.length < 2 || time <= 0) return placeAttachedBalls(diagram, { ...resolved[0] });
  const from = resolved[step - 1] as Record<string, Pose>;
  const to = resolved[step] as Record<string, Pose>;
  const stepStart = reachedAt[step - 1] as number;
  const stepLength = (reachedAt[step] as number) - stepStart;
  const t = easeInOutCubic(stepLength > 0 ? (time - stepStart) / stepLength : 1);
  const poses: Record<string, Pose> = {};
  for (const [id, pose] of Object.entries(from)) poses[id] = interpolate(pose, to[id] ?? pose, t);
  return placeAttachedBalls(diagram, poses);
}
