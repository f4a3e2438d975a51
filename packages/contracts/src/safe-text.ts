import { z } from "zod";

/**
 * Text PostgreSQL cannot store: U+0000 (refused in `text`) and a UTF-16 surrogate without its pair
 * (which has no UTF-8 form). JSON's `\u0000` and `\ud800` escapes and a URL's `%00` produce both, so
 * the server refuses them at the boundary, in every parameter, query and body (routes/define-route.ts),
 * and forms built on `safeText` say so before sending.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const BROKEN_TEXT_MESSAGE = "must not contain control characters or broken characters";

export function hasBrokenText(text: string): boolean {
  return text.includes("\u0000") || LONE_SURROGATE.test(text);
}

/**
 * The path (`a.0.b`) of the first string in a parsed JSON value, key or value, that has broken text;
 * `""` for the value itself, `null` when there is none.
 */
export function findBrokenText(value: unknown, path: readonly (string | number)[] = []): string | null {
  if (typeof value === "string") return hasBrokenText(value) ? path.join(".") : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findBrokenText(item, [...path, index]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (hasBrokenText(key)) return [...path, key].join(".");
      const found = findBrokenText(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** A string schema that refuses U+0000 and lone surrogates: the base for the contracts' input text. */
export const safeText = (label = "The text", params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((text) => !hasBrokenText(text), `${label} ${BROKEN_TEXT_MESSAGE}`);
