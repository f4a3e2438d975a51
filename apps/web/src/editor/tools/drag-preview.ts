import { type Diagram, framePoses, moveObjects } from "@touchline/diagram";

/** How far a drag has carried its objects so far, in metres, before the drop writes it into the diagram. */
export interface DragOffset {
  dx: number;
  dy: number;
}

/**
 * The objects a drag of `ids` carries on the pitch in frame `frameIndex`: those `moveObjects` moves when
 * asked to (the unpinned ones among `ids`, and a ball attached to a moved player). Asking the command
 * itself keeps the preview and the drop in agreement without restating its rules here.
 */
export function carriedObjectIds(diagram: Diagram, ids: readonly string[], frameIndex: number): string[] {
  const moved = moveObjects(diagram, { ids, dx: 1, dy: 1, frameIndex });
  if (frameIndex === 0) return Object.keys(moved.objects).filter((id) => moved.objects[id] !== diagram.objects[id]);
  const before = framePoses(diagram, frameIndex);
  const after = framePoses(moved, frameIndex);
  return Object.entries(after)
    .filter(([id, pose]) => pose.x !== before[id]?.x || pose.y !== before[id]?.y)
    .map(([id]) => id);
}
