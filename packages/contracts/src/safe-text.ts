import { z } from "zod";
import { fieldMessage } from "./field-message.ts";

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
 * How deeply JSON may nest in a request. Touchline's deepest contract (a session's block's progression's
 * diagram's frame's poses) is well under it; a hostile body of thousands of nested arrays is refused by
 * this number before anything walks it.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text opens more than `limit` arrays or objects inside each other. One pass over the text,
 * outside strings, so it costs as much as reading the body and never recurses.
 */
export function isJsonNestedDeeperThan(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (isInString) {
      if (code === 0x5c /* \ */) index++;
      else if (code === 0x22 /* " */) isInString = false;
    } else if (code === 0x22) isInString = true;
    else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) depth--;
  }
  return false;
}

/**
 * The path (`a.0.b`) of the first string in a parsed JSON value, key or value, that has broken text;
 * `""` for the value itself, `null` when there is none. Walks with its own stack in time proportional to
 * the value's size (a path is built only for the string it reports), so no nesting can overflow it.
 */
export function findBrokenText(value: unknown): string | null {
  type Visit = { value: unknown; key: string | number | null; parent: Visit | null };
  const pathOf = (visit: Visit): string => {
    const keys: (string | number)[] = [];
    for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) keys.push(at.key);
    return keys.reverse().join(".");
  };
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const item = visit.value;
    if (typeof item === "string") {
      if (hasBrokenText(item)) return pathOf(visit);
    } else if (Array.isArray(item)) {
      // Pushed last to first so the first element is visited first: the same field is reported as before.
      for (let index = item.length - 1; index >= 0; index--) {
        stack.push({ value: item[index], key: index, parent: visit });
      }
    } else if (item !== null && typeof item === "object") {
      const entries = Object.entries(item);
      for (const [key] of entries) {
        if (hasBrokenText(key)) return pathOf({ value: null, key, parent: visit });
      }
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

/** A string schema that refuses U+0000 and lone surrogates: the base for the contracts' input text. */
export const safeText = (label: string = /*i18n*/ "The text", params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine(
      (text) => !hasBrokenText(text),
      fieldMessage(/*i18n*/ "{label} must not contain control characters or broken characters", { label }),
    );
