import { describe, expect, it } from "vitest";
import { EDITOR_ACTIONS, type EditorAction, SHORTCUT_SECTIONS } from "../../editor/actions/editor-actions.ts";
import { EDITOR_SHORTCUTS, shortcutGroupsOf } from "./editor-shortcuts.ts";

/** How the table writes a binding's key: the registry's " " is the Space bar, the formations' 1 to 7 are summarised as 1–7. */
function tableKeys(binding: string): string {
  return binding
    .split("+")
    .map((key) => (key === " " ? "Space" : /^[1-7]$/.test(key) ? "1–7" : key))
    .join("+");
}

/** A sentence as the registry holds one: a message, whose id a row is keyed by. */
const text = (message: string) => ({ id: message, message });

const action = (name: string, bindings: string[], help?: EditorAction["help"]): EditorAction => ({
  name,
  label: text(name),
  group: "Edit",
  bindings,
  isAvailable: () => true,
  perform: () => {},
  ...(help ? { help } : {}),
});

describe("the Keyboard Shortcuts page", () => {
  it("lists every key binding of the pitch editor", () => {
    const listed = new Set(
      EDITOR_SHORTCUTS.flatMap((group) => group.shortcuts.flatMap((row) => row.combos.map((combo) => combo.join("+")))),
    );
    const missing = EDITOR_ACTIONS.flatMap((action) => action.bindings.map(tableKeys)).filter(
      (keys) => !listed.has(keys),
    );
    expect(missing).toEqual([]);
  });

  it("is read from the action registry: each action's keys in the row its help names, rows in the registry's order", () => {
    const groups = shortcutGroupsOf([
      action("next", ["N"], { section: "Editing", text: text("Select the next or previous object") }),
      action("undo", ["Mod+Z"], { section: "Editing", text: text("Undo") }),
      action("previous", ["Shift+N"], { section: "Editing", text: text("Select the next or previous object") }),
      action("play", [" "], { section: "Animation and formations", text: text("Play or pause") }),
      action("no-keys", [], { section: "Other", text: text("Never listed") }),
      ...["1", "2", "3"].map((key) =>
        action(`line-up-${key}`, [`Shift+${key}`], { section: "Animation and formations", text: text("Line up") }),
      ),
    ]);
    expect(groups.map((group) => group.title)).toEqual(SHORTCUT_SECTIONS);
    expect(groups.find((group) => group.title === "Editing")!.shortcuts).toEqual([
      { combos: [["N"], ["Shift", "N"]], action: text("Select the next or previous object") },
      { combos: [["Mod", "Z"]], action: text("Undo") },
    ]);
    expect(groups.find((group) => group.title === "Animation and formations")!.shortcuts).toEqual([
      { combos: [["Space"]], action: text("Play or pause") },
      { combos: [["Shift", "1–3"]], action: text("Line up") },
    ]);
    expect(groups.find((group) => group.title === "Other")!.shortcuts).toEqual([]);
  });

  it("gives every action with keys a row", () => {
    const withoutRow = EDITOR_ACTIONS.filter((action) => action.bindings.length > 0 && !action.help);
    expect(withoutRow.map((action) => action.name)).toEqual([]);
  });
});
