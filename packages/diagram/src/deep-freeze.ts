/**
 * Freezes a value and everything reachable from it, so a command that mutates its input throws in
 * strict mode. A development and test aid: production skips it because a diagram is never mutated.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}
