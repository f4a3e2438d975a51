import { describe, expect, it } from "vitest";
import { EDITOR_ACTIONS } from "../../editor/actions/editor-actions.ts";
import { EDITOR_SHORTCUTS } from "./editor-shortcuts.ts";

/** How the table writes a binding's key: the registry's " " is the Space bar, the formations' 1 to 7 are summarised as 1–7. */
function tableKeys(binding: string): string {
  return binding
    .split("+")
    .map((key) => (key === " " ? "Space" : /^[1-7]$/.test(key) ? "1–7" : key))
    .join("+");
}

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
});
