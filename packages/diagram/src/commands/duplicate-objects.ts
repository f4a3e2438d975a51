import { createId } from "../create-id.ts";
import { getObject } from "../get-object.ts";
import { compareByOrder } from "../objects-in-order.ts";
import type { Diagram, DiagramObject, Frame, Pose } from "../schema.ts";
import { assertFinite, assertRoomFor, clampCoordinate, topOrderKeys } from "./internal.ts";

export interface DuplicateObjectsArgs {
  ids: readonly string[];
  /** Metres the copies are shifted by, so they do not hide the originals. Default 2 m right and down. */
  offset?: { dx: number; dy: number };
}

export interface DuplicateObjectsResult {
  diagram: Diagram;
  /** Ids of the copies, in the order of `ids` (unknown ids skipped), ready to become the selection. */
  ids: string[];
}

/**
 * Copies of `objects` with fresh ids, moved by `offset` within the drawing's bounds; a copied ball stays
 * attached only if its carrier is copied as well, to the carrier's copy. `copyIds` maps each original's id
 * to its copy's. The copies keep the originals' order keys: where they stack is the caller's to say.
 */
export function copiesOf(
  objects: readonly DiagramObject[],
  offset: { dx: number; dy: number },
): { copies: DiagramObject[]; copyIds: Map<string, string> } {
  const copyIds = new Map(objects.map((object) => [object.id, createId()]));
  const copies = objects.map((original) => {
    const copy = {
      ...original,
      id: copyIds.get(original.id) as string,
      x: clampCoordinate(original.x + offset.dx),
      y: clampCoordinate(original.y + offset.dy),
    };
    if (copy.kind === "ball" && copy.attachedTo !== undefined) {
      const carrierCopy = copyIds.get(copy.attachedTo);
      if (carrierCopy) copy.attachedTo = carrierCopy;
      else delete copy.attachedTo;
    }
    return copy;
  });
  return { copies, copyIds };
}

/**
 * Copies objects on top of everything, keeping their relative stacking, with their poses in every
 * frame (shifted too, so copies animate alongside). A copied ball stays attached only if its
 * carrier is copied as well, to the carrier's copy.
 */
export function duplicateObjects(
  diagram: Diagram,
  { ids, offset = { dx: 2, dy: 2 } }: DuplicateObjectsArgs,
): DuplicateObjectsResult {
  assertFinite("dx", offset.dx);
  assertFinite("dy", offset.dy);
  const originals = [...new Set(ids)].flatMap((id) => getObject(diagram, id) ?? []);
  if (originals.length === 0) return { diagram, ids: [] };
  assertRoomFor(diagram, originals.length);
  const stacked = originals.slice().sort(compareByOrder);
  const keys = topOrderKeys(diagram, stacked.length);
  const { copies: stackedCopies, copyIds } = copiesOf(stacked, offset);
  const copies: Record<string, DiagramObject> = {};
  stackedCopies.forEach((copy, index) => {
    copies[copy.id] = { ...copy, order: keys[index] as string };
  });
  const shift = (pose: Pose): Pose => ({
    x: clampCoordinate(pose.x + offset.dx),
    y: clampCoordinate(pose.y + offset.dy),
    rotation: pose.rotation,
  });
  const frames = diagram.frames.map((frame): Frame => {
    const added: Record<string, Pose> = {};
    for (const [originalId, copyId] of copyIds) {
      if (Object.hasOwn(frame.poses, originalId)) added[copyId] = shift(frame.poses[originalId] as Pose);
    }
    return Object.keys(added).length === 0 ? frame : { ...frame, poses: { ...frame.poses, ...added } };
  });
  const framesChanged = frames.some((frame, index) => frame !== diagram.frames[index]);
  return {
    diagram: {
      ...diagram,
      objects: { ...diagram.objects, ...copies },
      frames: framesChanged ? frames : diagram.frames,
    },
    ids: originals.map((object) => copyIds.get(object.id) as string),
  };
}
