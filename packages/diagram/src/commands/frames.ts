import { createId } from "../create-id.ts";
import { DiagramError } from "../diagram-error.ts";
import { DIAGRAM_LIMITS, isPerson, type Diagram, type DiagramObject, type Frame } from "../schema.ts";
import {
  assertFinite,
  assertFrameIndex,
  currentPose,
  placeAttachedBalls,
  withObjects,
  writePoses,
} from "./internal.ts";

/** The duration a new frame gets when the caller does not say. */
export const DEFAULT_FRAME_DURATION_MS = 1000;

function frameDuration(durationMs: number): number {
  assertFinite("durationMs", durationMs);
  return Math.min(
    Math.max(Math.round(durationMs), DIAGRAM_LIMITS.minFrameDurationMs),
    DIAGRAM_LIMITS.maxFrameDurationMs,
  );
}

export interface AddFrameArgs {
  /** Insert after this frame; default: after the last. */
  afterIndex?: number;
  durationMs?: number;
  id?: string;
}

/**
 * Inserts a frame that starts as a copy of the one before it. Poses are sparse (a frame lists only
 * objects that moved into it), so the copy is an empty `poses` and later edits to earlier frames
 * still carry through. On a diagram without animation this creates frame 0 (the objects' own
 * positions) and frame 1, so the new frame is always at `afterIndex + 1`.
 */
export function addFrame(
  diagram: Diagram,
  { afterIndex, durationMs = DEFAULT_FRAME_DURATION_MS, id }: AddFrameArgs = {},
): Diagram {
  const frame: Frame = { id: id ?? createId(), durationMs: frameDuration(durationMs), poses: {} };
  if (diagram.frames.length === 0) {
    if (afterIndex !== undefined && afterIndex !== 0) assertFrameIndex(diagram, afterIndex);
    const first: Frame = { id: createId(), durationMs: frame.durationMs, poses: {} };
    return { ...diagram, frames: [first, frame] };
  }
  if (diagram.frames.length >= DIAGRAM_LIMITS.maxFrames) {
    throw new DiagramError(`An animation has at most ${DIAGRAM_LIMITS.maxFrames} frames`);
  }
  if (diagram.frames.some((existing) => existing.id === frame.id)) {
    throw new DiagramError(`A frame with id "${frame.id}" already exists`);
  }
  const after = afterIndex ?? diagram.frames.length - 1;
  assertFrameIndex(diagram, after);
  const frames = diagram.frames.slice();
  frames.splice(after + 1, 0, frame);
  return { ...diagram, frames };
}

/**
 * Deletes a frame without disturbing the others: poses it held pass to the next frame (unless that
 * frame has its own), so every later frame still shows what it showed. Deleting frame 0 makes
 * frame 1 the start: its poses become the objects' own positions.
 */
export function deleteFrame(diagram: Diagram, { index }: { index: number }): Diagram {
  if (diagram.frames.length === 0) throw new DiagramError("The diagram has no frames");
  assertFrameIndex(diagram, index);
  const frames = diagram.frames.slice();
  const [deleted] = frames.splice(index, 1) as [Frame];
  if (index === 0) {
    const next = frames[0];
    if (!next) return { ...diagram, frames: [] };
    const changed = new Map<string, DiagramObject>();
    for (const [id, pose] of Object.entries(next.poses)) {
      const object = Object.hasOwn(diagram.objects, id) ? diagram.objects[id] : undefined;
      if (object) changed.set(id, { ...object, ...pose });
    }
    frames[0] = { ...next, poses: {} };
    const moved = withObjects({ ...diagram, frames }, changed);
    return placeAttachedBalls(
      moved,
      new Set([...changed.keys()].filter((id) => isPerson(moved.objects[id] as DiagramObject))),
    );
  }
  const next = frames[index];
  if (next && Object.keys(deleted.poses).length > 0)
    frames[index] = { ...next, poses: { ...deleted.poses, ...next.poses } };
  return { ...diagram, frames };
}

/** Sets how long the move into a frame takes (clamped to 100–20 000 ms). */
export function setFrameDuration(
  diagram: Diagram,
  { index, durationMs }: { index: number; durationMs: number },
): Diagram {
  assertFrameIndex(diagram, index);
  const frame = diagram.frames[index];
  if (!frame) throw new DiagramError(`There is no frame ${index}`);
  const duration = frameDuration(durationMs);
  if (frame.durationMs === duration) return diagram;
  const frames = diagram.frames.slice();
  frames[index] = { ...frame, durationMs: duration };
  return { ...diagram, frames };
}

export interface SetPoseArgs {
  frameIndex: number;
  id: string;
  /** Metres. */
  x: number;
  /** Metres. */
  y: number;
  /** Degrees; unchanged when absent. */
  rotation?: number;
}

/**
 * Sets where an object stands in a frame. Frame 0 moves the object itself (its starting position).
 * Locked objects and attached balls (which follow their carrier) are left alone.
 */
export function setPose(diagram: Diagram, { frameIndex, id, x, y, rotation }: SetPoseArgs): Diagram {
  assertFrameIndex(diagram, frameIndex);
  const pose = currentPose(diagram, frameIndex, id);
  if (!pose) return diagram;
  return writePoses(diagram, frameIndex, [{ id, x, y, rotation: rotation ?? pose.rotation }]);
}

/** Removes an object's pose from a frame (frame ≥ 1), so it stays where the previous frame left it. */
export function removePose(diagram: Diagram, { frameIndex, id }: { frameIndex: number; id: string }): Diagram {
  assertFrameIndex(diagram, frameIndex);
  const frame = diagram.frames[frameIndex];
  if (!frame || !Object.hasOwn(frame.poses, id)) return diagram;
  const poses = Object.fromEntries(Object.entries(frame.poses).filter(([poseId]) => poseId !== id));
  const frames = diagram.frames.slice();
  frames[frameIndex] = { ...frame, poses };
  return { ...diagram, frames };
}

/**
 * Sets what a frame says (shown while it plays, burnt into exports, large in presentation mode). The text
 * is trimmed; an empty caption removes the field, so a frame without words has none rather than "".
 */
export function setFrameCaption(
  diagram: Diagram,
  { frameIndex, caption }: { frameIndex: number; caption: string },
): Diagram {
  if (diagram.frames.length === 0) throw new DiagramError("The diagram has no frames to caption");
  assertFrameIndex(diagram, frameIndex);
  const frame = diagram.frames[frameIndex];
  if (!frame) throw new DiagramError(`There is no frame ${frameIndex}`);
  const text = caption.trim();
  if (text.length > DIAGRAM_LIMITS.maxCaptionLength) {
    throw new DiagramError(`A caption has at most ${DIAGRAM_LIMITS.maxCaptionLength} characters`);
  }
  if ((frame.caption ?? "") === text) return diagram;
  const { caption: _previous, ...rest } = frame;
  const frames = diagram.frames.slice();
  frames[frameIndex] = text ? { ...rest, caption: text } : rest;
  return { ...diagram, frames };
}
