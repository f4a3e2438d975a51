/**
 * A key combination such as "Mod+Shift+Z": Mod is Ctrl, or Cmd on a Mac. The key is matched on
 * `event.key`, case-insensitively for letters.
 */
export type KeyBinding = string;

const SYMBOL_CODES: Record<string, string> = { "[": "BracketLeft", "]": "BracketRight", ",": "Comma", ".": "Period" };

export function matchesBinding(
  binding: KeyBinding,
  event: Pick<KeyboardEvent, "key" | "code" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">,
): boolean {
  const parts = binding.split("+");
  const key = parts.pop()!;
  if (parts.includes("Mod") !== (event.ctrlKey || event.metaKey)) return false;
  if (parts.includes("Shift") !== event.shiftKey || parts.includes("Alt") !== event.altKey) return false;
  // Shift turns "1" into "!" and "]" into "}" on most layouts, so those are matched by physical key.
  if (/^\d$/.test(key)) return event.code === `Digit${key}` || event.code === `Numpad${key}`;
  const code = SYMBOL_CODES[key];
  if (code) return event.code === code;
  return key.length === 1 ? event.key.toLowerCase() === key.toLowerCase() : event.key === key;
}

/** How a binding reads in menus and on the shortcuts page. */
export function describeBinding(
  binding: KeyBinding,
  isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform),
): string {
  return binding
    .split("+")
    .map((part) =>
      part === "Mod"
        ? isMac
          ? "⌘"
          : "Ctrl"
        : part === "ArrowUp"
          ? "↑"
          : part === "ArrowDown"
            ? "↓"
            : part === "ArrowLeft"
              ? "←"
              : part === "ArrowRight"
                ? "→"
                : part,
    )
    .join("+");
}
