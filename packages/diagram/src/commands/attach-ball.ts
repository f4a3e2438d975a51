import { DiagramError } from "../diagram-error.ts";
import { getObject } from "../get-object.ts";
import { isPerson, type Diagram, type Frame } from "../schema.ts";
import { placeAttachedBalls } from "./internal.ts";

function withoutPoses(frames: readonly Frame[], id: string): Frame[] {
  return frames.map((frame) => {
    if (!Object.hasOwn(frame.poses, id)) return frame;
    return { ...frame, poses: Object.fromEntries(Object.entries(frame.poses).filter(([poseId]) => poseId !== id)) };
  });
}

/**
 * Attaches a ball to a person: it moves to their feet and travels with them in every frame. The
 * ball's own poses are dropped because its position is now derived from the carrier.
 */
export function attachBall(diagram: Diagram, { ballId, carrierId }: { ballId: string; carrierId: string }): Diagram {
  const ball = getObject(diagram, ballId);
  const carrier = getObject(diagram, carrierId);
  if (!ball || ball.kind !== "ball") throw new DiagramError(`"${ballId}" is not a ball in this diagram`);
  if (!carrier || !isPerson(carrier)) throw new DiagramError(`"${carrierId}" is not a person in this diagram`);
  if (ball.attachedTo === carrierId) return diagram;
  const frames = withoutPoses(diagram.frames, ballId);
  const framesChanged = frames.some((frame, index) => frame !== diagram.frames[index]);
  const attached: Diagram = {
    ...diagram,
    objects: { ...diagram.objects, [ballId]: { ...ball, attachedTo: carrierId } },
    frames: framesChanged ? frames : diagram.frames,
  };
  return placeAttachedBalls(attached, new Set([ballId]));
}

/** Detaches a ball; it stays where it was drawn at the start (its carrier's starting feet). */
export function detachBall(diagram: Diagram, { ballId }: { ballId: string }): Diagram {
  const ball = getObject(diagram, ballId);
  if (!ball || ball.kind !== "ball" || ball.attachedTo === undefined) return diagram;
  const detached = { ...ball };
  delete detached.attachedTo;
  return { ...diagram, objects: { ...diagram.objects, [ballId]: detached } };
}
