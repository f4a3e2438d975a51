import { act, screen } from "@testing-library/react";
import { addFrame, addObject, createDiagram, createObject } from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import { EditorToolbar } from "../components/editor-toolbar.tsx";
import { PropertiesPanel } from "../components/properties-panel.tsx";
import { renderPanel } from "../test/render-panel.tsx";
import { createTestEditor } from "../test/test-editor.ts";
import { findAction } from "./editor-actions.ts";

function startPlaying(store: ReturnType<typeof renderPanel>) {
  const { playback } = store.getState().ui;
  store.dispatch({ type: "setUi", patch: { playback: { ...playback, isPlaying: true } } });
}

describe("what can be done while the animation plays", () => {
  it("Delete and Duplicate are unavailable, from the keyboard too, and available again when it stops", () => {
    const board = addFrame(addObject(createDiagram(), createObject("cone", { id: "c", x: 20, y: 20 })), {
      afterIndex: 0,
    });
    const editor = createTestEditor(board);
    editor.clickObject("c");
    const isAvailable = (name: string) => findAction(name).isAvailable(editor.store.getState());
    expect(isAvailable("delete")).toBe(true);
    expect(isAvailable("duplicate")).toBe(true);

    startPlaying(editor.store);
    expect(editor.ui.selection).toEqual(["c"]);
    expect(isAvailable("delete")).toBe(false);
    expect(isAvailable("duplicate")).toBe(false);
    expect(editor.key("Delete")).toBe(false);
    expect(editor.key("Mod+D")).toBe(false);
    expect(editor.objects).toHaveLength(1);

    editor.key(" ");
    expect(isAvailable("delete")).toBe(false);
    editor.clickObject("c");
    expect(isAvailable("delete")).toBe(true);
  });

  it("the toolbar and the details panel disable Delete and Duplicate the moment playing starts", () => {
    const store = renderPanel(
      <>
        <EditorToolbar />
        <PropertiesPanel />
      </>,
      ["p"],
    );
    const buttons = (name: string) => screen.getAllByRole("button", { name });
    for (const button of [...buttons("Delete"), ...buttons("Duplicate")]) expect(button).toBeEnabled();
    act(() => startPlaying(store));
    for (const button of [...buttons("Delete"), ...buttons("Duplicate")]) expect(button).toBeDisabled();
  });
});

describe("the clipboard", () => {
  it("is the editor's state: Copy keeps the objects, Paste works after they are gone and in another drawing", () => {
    const editor = createTestEditor(addObject(createDiagram(), createObject("cone", { id: "c", x: 20, y: 20 })));
    editor.clickObject("c");
    expect(findAction("paste").isAvailable(editor.store.getState())).toBe(false);
    editor.key("Mod+C");
    expect(editor.ui.clipboard.map((object) => object.id)).toEqual(["c"]);
    editor.store.dispatch({ type: "load", diagram: createDiagram() });
    expect(findAction("paste").isAvailable(editor.store.getState())).toBe(true);
    editor.key("Mod+V");
    expect(editor.objects).toHaveLength(1);
    expect(editor.objects[0]).toMatchObject({ kind: "cone", x: 22, y: 22 });
    // The next paste lands further along.
    editor.key("Mod+V");
    expect(editor.objects.map((object) => object.x).sort()).toEqual([22, 24]);
  });
});
