import type { MessageDescriptor } from "@lingui/core";
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
  /** What the keys do, in the reader's language when rendered. */
  action: MessageDescriptor;
}

export interface ShortcutGroup {
  /** The page's section, by its English name (its id; `SHORTCUT_SECTION_TITLES` names it in the reader's language). */
  title: ShortcutSection;
  shortcuts: readonly KeyboardShortcut[];
}

/** How the page writes a binding's key: the Space bar's " " as "Space". */
function pageKey(key: string): ShortcutKey {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a key's id, printed in the reader's language by the table
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
  // A row is its sentence's message: actions whose help is the same message share it.
  const rows = new Map<ShortcutSection, Map<string, { action: MessageDescriptor; combos: ShortcutKey[][] }>>(
    SHORTCUT_SECTIONS.map((section) => [section, new Map()]),
  );
  for (const action of actions) {
    if (!action.help || action.bindings.length === 0) continue;
    const section = rows.get(action.help.section)!;
    const row = section.get(action.help.text.id) ?? { action: action.help.text, combos: [] };
    row.combos.push(...action.bindings.map((binding) => binding.split("+").map(pageKey)));
    section.set(action.help.text.id, row);
  }
  return SHORTCUT_SECTIONS.map((title) => ({
    title,
    shortcuts: [...rows.get(title)!.values()].map(({ action, combos }) => ({
      combos: summariseNumberKeys(combos),
      action,
    })),
  }));
}

/**
 * The pitch editor's keyboard shortcuts as the Keyboard Shortcuts page lists them, from the editor's
 * action registry, so the page cannot drift from the editor. Shortcuts act while focus is anywhere
 * inside the editor and no text field is being edited.
 */
export const EDITOR_SHORTCUTS: readonly ShortcutGroup[] = shortcutGroupsOf(EDITOR_ACTIONS);
