import { placeAttachedBalls } from "./commands/internal.ts";
import { DiagramError } from "./diagram-error.ts";
import { DiagramV1Schema, upgradeFromV1 } from "./migrations/diagram-v1.ts";
import { DiagramV2Schema, upgradeFromV2 } from "./migrations/diagram-v2.ts";
import { DIAGRAM_LIMITS, DIAGRAM_VERSION, DiagramSchema, type Diagram } from "./schema.ts";

/** Each entry upgrades a document of that version to the next one, validating it first. */
const UPGRADES: Record<number, (input: unknown) => unknown> = {
  1: (input) => {
    const result = DiagramV1Schema.safeParse(input);
    if (!result.success) throw DiagramError.fromZod(result.error, "Invalid version 1 diagram");
    return upgradeFromV1(result.data);
  },
  2: (input) => {
    const result = DiagramV2Schema.safeParse(input);
    if (!result.success) throw DiagramError.fromZod(result.error, "Invalid version 2 diagram");
    return upgradeFromV2(result.data);
  },
};

const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);
const MAX_DEPTH = 16;
/** Far above a legal diagram (1000 objects, 100 frames × 1000 poses) and far below a costly one. */
const MAX_NODES = 2_000_000;

/**
 * Walks raw input before zod sees it: zod drops `__proto__` record keys silently, and a deeply
 * nested or enormous document should be refused before it costs anything.
 */
function assertSafeShape(input: unknown): void {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value: input, depth: 0, path: "" }];
  let nodes = 0;
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop() as (typeof stack)[number];
    if (value === null || typeof value !== "object") continue;
    if (depth > MAX_DEPTH) throw new DiagramError(`Invalid diagram: nested too deeply at ${path || "(root)"}`);
    const keys = Object.keys(value);
    nodes += keys.length;
    if (nodes > MAX_NODES) throw new DiagramError("Invalid diagram: the document is too large");
    if (path === "objects" && keys.length > DIAGRAM_LIMITS.maxObjects) {
      throw new DiagramError(`Invalid diagram: objects: a diagram holds at most ${DIAGRAM_LIMITS.maxObjects} objects`);
    }
    for (const key of keys) {
      const childPath = path ? `${path}.${key}` : key;
      if (FORBIDDEN_KEYS.has(key)) throw new DiagramError(`Invalid diagram: ${childPath}: forbidden key "${key}"`);
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1, path: childPath });
    }
  }
}

/** A short, safe rendering of an unexpected value for an error message. */
function describe(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value);
  if (typeof value === "number" || typeof value === "boolean" || value === null || value === undefined)
    return String(value);
  return typeof value;
}

function versionOf(input: unknown): unknown {
  return input !== null && typeof input === "object" && !Array.isArray(input)
    ? (input as { version?: unknown }).version
    : undefined;
}

/**
 * Reads a diagram from untrusted JSON (a request body, an imported file, local storage): refuses
 * hostile shapes, upgrades older versions step by step, then validates against `DiagramSchema`.
 * Throws a `DiagramError` whose message names the first few problems and their paths.
 */
export function migrateDiagram(input: unknown): Diagram {
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    throw new DiagramError("Invalid diagram: expected a JSON object");
  }
  assertSafeShape(input);
  let version = versionOf(input);
  if (typeof version === "number" && Number.isInteger(version) && version > DIAGRAM_VERSION) {
    throw new DiagramError(
      `This drawing was made with a newer version of Touchline (drawing version ${version}, this app reads up to ${DIAGRAM_VERSION}). Reload the page to update Touchline, then open it again.`,
    );
  }
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1 || version > DIAGRAM_VERSION) {
    throw new DiagramError(
      `Invalid diagram: version: unsupported version ${describe(version)} (this app reads 1 to ${DIAGRAM_VERSION})`,
    );
  }
  let candidate: unknown = input;
  const isBeforeTokenSizes = version < 3;
  while (version < DIAGRAM_VERSION) {
    const upgrade = UPGRADES[version];
    if (!upgrade) throw new DiagramError(`Invalid diagram: no upgrade from version ${version}`);
    candidate = upgrade(candidate);
    version++;
  }
  const result = DiagramSchema.safeParse(candidate);
  if (!result.success) throw DiagramError.fromZod(result.error);
  // From version 3 tokens are drawn at the drawing's token scale: an attached ball (a position derived from
  // its carrier) moves out to the feet of the larger disc, where playback puts it too.
  return isBeforeTokenSizes ? placeAttachedBalls(result.data, "all") : result.data;
}

/** `migrateDiagram` without throwing, for callers that report the problem instead. */
export type SafeMigrateResult = { ok: true; diagram: Diagram } | { ok: false; error: string };

/** Like `migrateDiagram`, but returns the error message instead of throwing. */
export function safeMigrateDiagram(input: unknown): SafeMigrateResult {
  try {
    return { ok: true, diagram: migrateDiagram(input) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
