import { catalogueEntry } from "./catalogue.ts";
import { createId } from "./create-id.ts";
import { DiagramError } from "./diagram-error.ts";
import { OBJECT_SCHEMAS, type ObjectKind, type ObjectOfKind, type ObjectProps } from "./schema.ts";

export interface CreateObjectInit<K extends ObjectKind> {
  /** Metres. */
  x: number;
  /** Metres. */
  y: number;
  id?: string;
  rotation?: number;
  props?: Partial<ObjectProps<K>>;
}

/**
 * A new object of a kind with the catalogue's defaults. Its order key is a placeholder: `addObject`
 * gives it a real one on top of the stack.
 */
export function createObject<K extends ObjectKind>(kind: K, init: CreateObjectInit<K>): ObjectOfKind<K> {
  const candidate = {
    ...catalogueEntry(kind).defaults,
    ...init.props,
    id: init.id ?? createId(),
    kind,
    x: init.x,
    y: init.y,
    rotation: init.rotation ?? 0,
    locked: false,
    hidden: false,
    order: "a0",
  };
  const result = OBJECT_SCHEMAS[kind].safeParse(candidate);
  if (!result.success) throw DiagramError.fromZod(result.error, `Invalid ${kind}`);
  return result.data as ObjectOfKind<K>;
}
