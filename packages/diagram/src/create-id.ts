/**
 * A fresh id for an object or frame. UUIDs match the id pattern (36 chars of hex and "-"); the
 * fallback is for old or non-secure contexts where `crypto.randomUUID` is missing — ids only need
 * to be unique within one diagram, not unguessable.
 */
export function createId(): string {
  // The package compiles without DOM or Node types, so describe the one member it uses.
  const { crypto } = globalThis as { crypto?: { randomUUID?: () => string } };
  const uuid = crypto?.randomUUID?.();
  if (uuid) return uuid;
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
