import { type Diagram, framePoses, type Pose, poseAt } from "@touchline/diagram";
import { useRef } from "react";

type Poses = Record<string, Pose>;

/**
 * Where each object is drawn: during playback the animation pose, in a later frame that frame's
 * pose, else undefined (the objects' own positions). Pose objects that did not move are reused from
 * the previous render so memoised shapes skip redrawing.
 */
export function useDisplayedPoses(
  diagram: Diagram,
  frameIndex: number,
  playbackTimeMs: number | null,
): Poses | undefined {
  const previous = useRef<Poses | undefined>(undefined);
  const next =
    playbackTimeMs !== null
      ? poseAt(diagram, playbackTimeMs)
      : frameIndex > 0
        ? framePoses(diagram, frameIndex)
        : undefined;
  if (!next) {
    previous.current = undefined;
    return undefined;
  }
  const prior = previous.current;
  if (prior) {
    for (const [id, pose] of Object.entries(next)) {
      const old = prior[id];
      if (old && old.x === pose.x && old.y === pose.y && old.rotation === pose.rotation) next[id] = old;
    }
  }
  previous.current = next;
  return next;
}
