/**
 * A key as written in a shortcut: a printable key in upper case ("P", "1"), a KeyboardEvent key name
 * ("Delete", "Escape"), "Mod", which means Ctrl on Windows and Linux and Cmd on macOS, or a label
 * for a set of keys ("Arrow keys", "1–7").
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

/**
 * The pitch editor's keyboard shortcuts, shared by the Keyboard Shortcuts page and the editor so the two
 * cannot drift apart. Letter shortcuts act only while the pitch has focus and no text field is being edited.
 */
export const EDITOR_SHORTCUTS: readonly ShortcutGroup[] = [
  {
    title: "Tools",
    shortcuts: [
      { combos: [["P"]], action: "Add a home player" },
      { combos: [["Shift", "P"]], action: "Add an away player" },
      { combos: [["B"]], action: "Add a ball" },
      { combos: [["C"]], action: "Add a cone" },
      { combos: [["A"]], action: "Draw a pass" },
      { combos: [["R"]], action: "Draw a run" },
      { combos: [["D"]], action: "Draw a dribble" },
      { combos: [["S"]], action: "Draw a shot" },
      { combos: [["Z"]], action: "Draw an area" },
      { combos: [["T"]], action: "Add text" },
    ],
  },
  {
    title: "Editing",
    shortcuts: [
      { combos: [["Mod", "Z"]], action: "Undo" },
      { combos: [["Mod", "Shift", "Z"], ["Mod", "Y"]], action: "Redo" },
      { combos: [["Delete"], ["Backspace"]], action: "Delete the selection" },
      { combos: [["Arrow keys"]], action: "Nudge the selection" },
      { combos: [["Shift", "Arrow keys"]], action: "Nudge the selection in bigger steps" },
      { combos: [["Mod", "D"]], action: "Duplicate the selection" },
      { combos: [["Mod", "C"]], action: "Copy the selection" },
      { combos: [["Mod", "V"]], action: "Paste" },
      { combos: [["Escape"]], action: "Cancel a drag, or clear the selection" },
    ],
  },
  {
    title: "Other",
    shortcuts: [
      { combos: [["Mod", "K"]], action: "Open the command palette" },
      { combos: [["1–7"]], action: "Apply a formation preset" },
    ],
  },
];
