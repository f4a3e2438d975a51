import { DiagramError } from "../diagram-error.ts";
import { getObject } from "../get-object.ts";
import {
  BASE_OBJECT_KEYS,
  OBJECT_SCHEMAS,
  type Diagram,
  type DiagramObject,
  type ObjectKind,
  type ObjectProps,
} from "../schema.ts";
import { withObjects } from "./internal.ts";

/** Some props of any kind; each target object checks them against its own kind. */
export type ObjectPropsPatch = { [K in ObjectKind]: Partial<ObjectProps<K>> }[ObjectKind];

// Geometry, flags and order have their own commands (which respect locking and keep keys valid);
// attachment goes through attachBall so the ball is placed at the carrier's feet.
const NOT_PROPS: ReadonlySet<string> = new Set([...BASE_OBJECT_KEYS, "attachedTo"]);

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Changes kind-specific props (colour, label, line style, size fields…) of one or more objects.
 * The whole patch must be valid for every target's kind, else nothing changes and it throws.
 * Setting a prop to `undefined` removes an optional one (e.g. a line's `control`).
 */
export function setObjectProps(
  diagram: Diagram,
  { ids, props }: { ids: readonly string[]; props: ObjectPropsPatch },
): Diagram {
  const patch = props as Record<string, unknown>;
  const refused = Object.keys(patch).filter((key) => NOT_PROPS.has(key));
  if (refused.length > 0) throw new DiagramError(`Not editable as props: ${refused.join(", ")}`);
  const changed = new Map<string, DiagramObject>();
  for (const id of new Set(ids)) {
    const object = getObject(diagram, id);
    if (!object) continue;
    const merged: Record<string, unknown> = { ...object, ...patch };
    for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
    const result = OBJECT_SCHEMAS[object.kind].safeParse(merged);
    if (!result.success) throw DiagramError.fromZod(result.error, `Invalid props for ${object.kind} "${id}"`);
    const current = object as Record<string, unknown>;
    const next = result.data as Record<string, unknown>;
    const differs =
      Object.keys(current).length !== Object.keys(next).length ||
      Object.keys(next).some((key) => !sameValue(current[key], next[key]));
    if (differs) changed.set(id, result.data as DiagramObject);
  }
  return withObjects(diagram, changed);
}
