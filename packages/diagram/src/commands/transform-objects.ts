import { catalogueEntry } from "../catalogue.ts";
import { DiagramError } from "../diagram-error.ts";
import { getObject } from "../get-object.ts";
import { framePoses } from "../pose-at.ts";
import { isEquipment, type Diagram, type DiagramObject, type Point } from "../schema.ts";
import { assertFinite, currentPose, writePoses, type PoseUpdate } from "./internal.ts";

export interface MoveObjectsArgs {
  ids: readonly string[];
  /** Metres. */
  dx: number;
  /** Metres. */
  dy: number;
  /** 0 (the default) moves the objects themselves; a later frame moves their poses in it. */
  frameIndex?: number;
}

/** Moves objects by (dx, dy). Locked objects and attached balls stay put (balls follow carriers). */
export function moveObjects(diagram: Diagram, { ids, dx, dy, frameIndex = 0 }: MoveObjectsArgs): Diagram {
  assertFinite("dx", dx);
  assertFinite("dy", dy);
  if (dx === 0 && dy === 0) return diagram;
  const updates = [...new Set(ids)].flatMap((id): PoseUpdate[] => {
    const pose = currentPose(diagram, frameIndex, id);
    return pose ? [{ id, x: pose.x + dx, y: pose.y + dy, rotation: pose.rotation }] : [];
  });
  return writePoses(diagram, frameIndex, updates);
}

/**
 * The ids of the objects a move of `ids` in frame `frameIndex` carries across the pitch: those
 * `moveObjects` moves (the unlocked ones among `ids`, and a ball at the feet of a moved player; not an
 * attached ball moved without its carrier). Asks the command itself, so a preview of a move and the
 * move agree without restating its rules.
 */
export function objectsCarriedByMove(
  diagram: Diagram,
  { ids, frameIndex = 0 }: { ids: readonly string[]; frameIndex?: number },
): string[] {
  const moved = moveObjects(diagram, { ids, dx: 1, dy: 1, frameIndex });
  if (moved === diagram) return [];
  if (frameIndex === 0) return Object.keys(moved.objects).filter((id) => moved.objects[id] !== diagram.objects[id]);
  const before = framePoses(diagram, frameIndex);
  const after = framePoses(moved, frameIndex);
  return Object.entries(after)
    .filter(([id, pose]) => pose.x !== before[id]?.x || pose.y !== before[id]?.y)
    .map(([id]) => id);
}

export interface ObjectPosition {
  id: string;
  /** Metres. */
  x: number;
  /** Metres. */
  y: number;
  /** Degrees; unchanged when absent. */
  rotation?: number;
}

/** Puts objects at absolute positions (e.g. snapping to the grid, aligning). Skips locked ones. */
export function setObjectPositions(
  diagram: Diagram,
  { positions, frameIndex = 0 }: { positions: readonly ObjectPosition[]; frameIndex?: number },
): Diagram {
  const updates = positions.flatMap((position): PoseUpdate[] => {
    const pose = currentPose(diagram, frameIndex, position.id);
    return pose ? [{ ...position, rotation: position.rotation ?? pose.rotation }] : [];
  });
  return writePoses(diagram, frameIndex, updates);
}

export type RotateObjectsArgs = { ids: readonly string[]; frameIndex?: number } & (
  | { /** Degrees added to each object's rotation. */ by: number }
  | { /** Degrees every object ends up at. */ to: number }
);

/** Rotates each object about its own anchor (x, y). Skips locked ones. */
export function rotateObjects(diagram: Diagram, args: RotateObjectsArgs): Diagram {
  const frameIndex = args.frameIndex ?? 0;
  const updates = [...new Set(args.ids)].flatMap((id): PoseUpdate[] => {
    const pose = currentPose(diagram, frameIndex, id);
    if (!pose) return [];
    const rotation = "by" in args ? pose.rotation + args.by : args.to;
    return [{ id, x: pose.x, y: pose.y, rotation }];
  });
  return writePoses(diagram, frameIndex, updates);
}

function scalePoints(points: readonly Point[], sx: number, sy: number): Point[] {
  return points.map((point) => ({ x: point.x * sx, y: point.y * sy }));
}

function boundingSize(points: readonly Point[]): { width: number; height: number } {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

function resized(object: DiagramObject, width: number, height: number): DiagramObject | undefined {
  if (object.kind === "rectangle" || object.kind === "ellipse") return { ...object, width, height };
  if (object.kind === "polygon") {
    const size = boundingSize(object.points);
    const sx = size.width > 0 ? width / size.width : 1;
    const sy = size.height > 0 ? height / size.height : 1;
    return { ...object, points: scalePoints(object.points, sx, sy) };
  }
  if (isEquipment(object)) {
    // Equipment keeps its proportions: the larger relative change wins.
    const { size } = catalogueEntry(object.kind);
    const scale = Math.max(width / size.width, height / size.height);
    return { ...object, scale: Math.min(Math.max(scale, 0.25), 4) };
  }
  return undefined;
}

/**
 * Resizes an object to a bounding size in metres (before rotation): areas take it exactly,
 * polygons scale their points, equipment changes `scale`. People, lines and annotations have no
 * size to set (lines are reshaped by their end points via `setObjectProps`); they are unchanged.
 */
export function resizeObject(
  diagram: Diagram,
  { id, width, height }: { id: string; width: number; height: number },
): Diagram {
  assertFinite("width", width);
  assertFinite("height", height);
  if (width <= 0 || height <= 0) throw new DiagramError("A size must be greater than zero");
  const object = getObject(diagram, id);
  if (!object || object.locked) return diagram;
  const next = resized(object, clampSize(width), clampSize(height));
  if (!next) return diagram;
  return { ...diagram, objects: { ...diagram.objects, [id]: next } };
}

function clampSize(metres: number): number {
  return Math.min(Math.max(metres, 0.1), 500);
}
