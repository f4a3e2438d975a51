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

/**
 * The pitch editor's keyboard shortcuts as the Keyboard Shortcuts page lists them. A test checks every
 * binding of the editor's action registry appears here, so the page cannot drift from the editor.
 * Shortcuts act while focus is anywhere inside the editor and no text field is being edited.
 */
export const EDITOR_SHORTCUTS: readonly ShortcutGroup[] = [
  {
    title: "Tools",
    shortcuts: [
      { combos: [["V"]], action: "Select and move" },
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
      {
        combos: [["Enter"]],
        action: "Put the chosen tool's item in the middle of the pitch (on the catalogue, Enter drops the item there)",
      },
    ],
  },
  {
    title: "Editing",
    shortcuts: [
      { combos: [["Mod", "Z"]], action: "Undo" },
      {
        combos: [
          ["Mod", "Shift", "Z"],
          ["Mod", "Y"],
        ],
        action: "Redo",
      },
      { combos: [["Delete"], ["Backspace"]], action: "Delete the selection" },
      { combos: [["Mod", "D"]], action: "Duplicate the selection" },
      { combos: [["Mod", "C"]], action: "Copy the selection" },
      { combos: [["Mod", "X"]], action: "Cut the selection" },
      { combos: [["Mod", "V"]], action: "Paste" },
      { combos: [["Mod", "A"]], action: "Select everything" },
      {
        combos: [["N"], ["Shift", "N"]],
        action: "Select the next or previous object (on the pitch, Tab and Shift+Tab do the same)",
      },
      { combos: [["Escape"]], action: "Cancel a drag, leave full screen, leave a tool, or clear the selection" },
    ],
  },
  {
    title: "Arranging",
    shortcuts: [
      {
        combos: [["ArrowLeft"], ["ArrowRight"], ["ArrowUp"], ["ArrowDown"]],
        action: "Nudge the selection half a metre",
      },
      {
        combos: [
          ["Shift", "ArrowLeft"],
          ["Shift", "ArrowRight"],
          ["Shift", "ArrowUp"],
          ["Shift", "ArrowDown"],
        ],
        action: "Nudge the selection five metres",
      },
      {
        combos: [
          ["Alt", "ArrowLeft"],
          ["Alt", "ArrowRight"],
          ["Alt", "ArrowUp"],
          ["Alt", "ArrowDown"],
        ],
        action: "Move the end of a selected line half a metre, to draw it between two points",
      },
      {
        combos: [
          ["Alt", "Shift", "ArrowLeft"],
          ["Alt", "Shift", "ArrowRight"],
          ["Alt", "Shift", "ArrowUp"],
          ["Alt", "Shift", "ArrowDown"],
        ],
        action: "Move the end of a selected line five metres",
      },
      { combos: [["Q"], ["E"]], action: "Rotate the selection 15° left or right" },
      { combos: [["]"], ["["]], action: "Bring forward, send backward" },
      {
        combos: [
          ["Shift", "]"],
          ["Shift", "["],
        ],
        action: "Bring to front, send to back",
      },
      { combos: [["Mod", "L"]], action: "Lock or unlock the selection" },
      { combos: [["G"]], action: "Snap to the grid on or off" },
    ],
  },
  {
    title: "Animation and formations",
    shortcuts: [
      { combos: [["F"]], action: "Add a frame after the current one" },
      { combos: [["Space"]], action: "Play or pause" },
      { combos: [[","], ["."]], action: "Previous or next frame" },
      {
        combos: [["Mod", "Enter"], ["F5"], ["Shift", "F5"]],
        action:
          "Present the frames one at a time with their captions (arrow keys, Page Up/Down, a clicker or a swipe step; Escape ends)",
      },
      { combos: [["1–7"]], action: "Line up the home team: 4-4-2, 4-3-3, 4-2-3-1, 3-5-2, 5-3-2, 7-a-side, 9-a-side" },
      { combos: [["Shift", "1–7"]], action: "Line up the away team in the same shapes" },
    ],
  },
  {
    title: "View",
    shortcuts: [
      { combos: [["="], ["Plus"]], action: "Zoom in (the mouse wheel and a pinch zoom around the pointer)" },
      { combos: [["-"]], action: "Zoom out" },
      { combos: [["0"]], action: "Fit the whole pitch in view" },
      { combos: [["Shift", "F"]], action: "Full screen on or off, to project the board or coach from a tablet" },
    ],
  },
  {
    title: "Other",
    shortcuts: [{ combos: [["Mod", "K"]], action: "Find any action by name (command palette)" }],
  },
];
