import {
  EDITOR_ACTIONS,
  type EditorAction,
  SHORTCUT_SECTIONS,
  type ShortcutSection,
} from "../../editor/actions/editor-actions.ts";

/**
 * A key as written in a shortcut: a printable key in upper case ("P", "1"), a KeyboardEvent key name
 * ("Delete", "Escape"), "Mod", which means Ctrl on Windows and Linux and Cmd on macOS, "Plus" for the
 * + key, or a label for a set of keys ("Arrow keys", "1–7").
 */
export type ShortcutKey = string;

/** One row of a shortcut table. */
export interface KeyboardShortcut {
  /** Alternatives that do the same thing; each lists the keys held together, modifiers first. */
  combos: readonly (readonly ShortcutKey[])[];
  action: string;
}

export interface ShortcutGroup {
  title: string;
  shortcuts: readonly KeyboardShortcut[];
}

/** How the page writes a binding's key: the Space bar's " " as "Space". */
function pageKey(key: string): ShortcutKey {
  return key === " " ? "Space" : key;
}

/**
 * A run of combinations that differ only in a last key counting 1, 2, … n is written as one, "1–n":
 * the formations' number keys.
 */
function summariseNumberKeys(combos: readonly (readonly ShortcutKey[])[]): (readonly ShortcutKey[])[] {
  const lastKeys = combos.map((keys) => keys.at(-1));
  const prefix = combos[0]?.slice(0, -1) ?? [];
  const isCount =
    combos.length > 2 &&
    lastKeys.every((key, index) => key === String(index + 1)) &&
    combos.every((keys) => keys.slice(0, -1).join("+") === prefix.join("+"));
  return isCount ? [[...prefix, `1–${combos.length}`]] : [...combos];
}

/**
 * The Keyboard Shortcuts page's tables for the editor, read from its action registry: each action's
 * keys in the row its `help` names, rows in the registry's order within the page's sections.
 */
export function shortcutGroupsOf(actions: readonly EditorAction[]): ShortcutGroup[] {
  const rows = new Map<ShortcutSection, Map<string, ShortcutKey[][]>>(
    SHORTCUT_SECTIONS.map((section) => [section, new Map()]),
  );
  for (const action of actions) {
    if (!action.help || action.bindings.length === 0) continue;
    const section = rows.get(action.help.section)!;
    const combos = section.get(action.help.text) ?? [];
    combos.push(...action.bindings.map((binding) => binding.split("+").map(pageKey)));
    section.set(action.help.text, combos);
  }
  return SHORTCUT_SECTIONS.map((title) => ({
    title,
    shortcuts: [...rows.get(title)!].map(([action, combos]) => ({ combos: summariseNumberKeys(combos), action })),
  }));
}

/**
 * The pitch editor's keyboard shortcuts as the Keyboard Shortcuts page lists them, from the editor's
 * action registry, so the page cannot drift from the editor. Shortcuts act while focus is anywhere
 * inside the editor and no text field is being edited.
 */
export const EDITOR_SHORTCUTS: readonly ShortcutGroup[] = shortcutGroupsOf(EDITOR_ACTIONS);
