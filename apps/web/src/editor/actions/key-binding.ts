import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * A key combination such as "Mod+Shift+Z": Mod is Ctrl, or Cmd on a Mac. The key is matched on
 * `event.key`, case-insensitively for letters. "Plus" is the + key, whether the layout needs Shift for it
 * (above "=" on a US keyboard) or not (a German keyboard, the numeric keypad).
 */
export type KeyBinding = string;

// eslint-disable-next-line lingui/no-unlocalized-strings -- KeyboardEvent codes
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

/** Keys whose name a reader reads, in their language: German keyboards say "Strg" and "Umschalt". */
const KEY_NAME_MESSAGES: Record<string, MessageDescriptor> = {
  Ctrl: msg({ message: "Ctrl", context: "keyboard key" }),
  Shift: msg({ message: "Shift", context: "keyboard key" }),
  Alt: msg({ message: "Alt", context: "keyboard key" }),
  Enter: msg({ message: "Enter", context: "keyboard key" }),
  Delete: msg({ message: "Delete", context: "keyboard key" }),
  Backspace: msg({ message: "Backspace", context: "keyboard key" }),
  Escape: msg({ message: "Escape", context: "keyboard key" }),
  Space: msg({ message: "Space", context: "keyboard key" }),
  ArrowUp: msg({ message: "ArrowUp", context: "keyboard key" }),
  ArrowDown: msg({ message: "ArrowDown", context: "keyboard key" }),
  ArrowLeft: msg({ message: "ArrowLeft", context: "keyboard key" }),
  ArrowRight: msg({ message: "ArrowRight", context: "keyboard key" }),
};

/** A key's name as printed ("Shift", "Delete"), in the reader's language; a letter or a digit as it is. */
export function keyName(i18n: I18n, key: string): string {
  const name = KEY_NAME_MESSAGES[key];
  return name ? i18n._(name) : key;
}

/** The binding's word for Ctrl (Cmd on a Mac), and the key it is printed as elsewhere. */
const MOD = "Mod";
const CTRL = "Ctrl";

const KEY_SYMBOLS: Record<string, string> = {
  Plus: "+",
  ArrowUp: "↑",
  ArrowDown: "↓",
  ArrowLeft: "←",
  ArrowRight: "→",
};

/** How a binding reads in menus and tooltips, in the reader's language ("Ctrl+Shift+Z", "Strg+Umschalt+Z"). */
export function describeBinding(
  i18n: I18n,
  binding: KeyBinding,
  isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform),
): string {
  const namePart = (part: string) => {
    if (part !== MOD) return KEY_SYMBOLS[part] ?? keyName(i18n, part);
    return isMac ? "⌘" : keyName(i18n, CTRL);
  };
  return binding.split("+").map(namePart).join("+");
}
