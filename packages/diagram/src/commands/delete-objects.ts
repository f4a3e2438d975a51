import { ballFeetPosition } from "../pose-at.ts";
import type { Diagram, DiagramObject, Frame } from "../schema.ts";
import { tokenScale } from "../token-scale.ts";
import { clampCoordinate, hasObject } from "./internal.ts";

/**
 * Deletes objects (locked ones too: locking guards against stray drags, not explicit deletes),
 * removes their poses from every frame, and detaches balls whose carrier is gone, leaving each
 * ball where it was drawn.
 */
export function deleteObjects(diagram: Diagram, { ids }: { ids: readonly string[] }): Diagram {
  const doomed = new Set(ids.filter((id) => hasObject(diagram, id)));
  if (doomed.size === 0) return diagram;
  const objects: Record<string, DiagramObject> = {};
  for (const object of Object.values(diagram.objects)) {
    if (doomed.has(object.id)) continue;
    if (object.kind === "ball" && object.attachedTo !== undefined && doomed.has(object.attachedTo)) {
      const carrier = diagram.objects[object.attachedTo] as DiagramObject;
      const feet = ballFeetPosition(carrier, tokenScale(diagram));
      const ball = { ...object, x: clampCoordinate(feet.x), y: clampCoordinate(feet.y) };
      delete ball.attachedTo;
      objects[object.id] = ball;
      continue;
    }
    objects[object.id] = object;
  }
  const frames = diagram.frames.map((frame): Frame => {
    const poseIds = Object.keys(frame.poses);
    if (!poseIds.some((id) => doomed.has(id))) return frame;
    const poses = Object.fromEntries(Object.entries(frame.poses).filter(([id]) => !doomed.has(id)));
    return { ...frame, poses };
  });
  const framesChanged = frames.some((frame, index) => frame !== diagram.frames[index]);
  return { ...diagram, objects, frames: framesChanged ? frames : diagram.frames };
}
