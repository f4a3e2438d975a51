/**
 * A key combination such as "Mod+Shift+Z": Mod is Ctrl, or Cmd on a Mac. The key is matched on
 * `event.key`, case-insensitively for letters. "Plus" is the + key, whether the layout needs Shift for it
 * (above "=" on a US keyboard) or not (a German keyboard, the numeric keypad).
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
  if (parts.includes("Alt") !== event.altKey) return false;
  if (key === "Plus") return event.key === "+";
  if (parts.includes("Shift") !== event.shiftKey) return false;
  // Shift turns "1" into "!" and "]" into "}" on most layouts, so those are matched by physical key.
  if (/^\d$/.test(key)) return event.code === `Digit${key}` || event.code === `Numpad${key}`;
  const code = SYMBOL_CODES[key];
  if (code) return event.code === code;
  return key.length === 1 ? event.key.toLowerCase() === key.toLowerCase() : event.key === key;
}

const KEY_NAMES: Record<string, string> = { Plus: "+", ArrowUp: "↑", ArrowDown: "↓", ArrowLeft: "←", ArrowRight: "→" };

/** How a binding reads in menus and on the shortcuts page. */
export function describeBinding(
  binding: KeyBinding,
  isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform),
): string {
  return binding
    .split("+")
    .map((part) => (part === "Mod" ? (isMac ? "⌘" : "Ctrl") : (KEY_NAMES[part] ?? part)))
    .join("+");
}
