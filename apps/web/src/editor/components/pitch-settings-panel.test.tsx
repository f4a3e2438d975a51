import { addObjects, createDiagram, createObject } from "@touchline/diagram";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createEditorStore, EditorStoreContext } from "../store/editor-store.ts";
import { createToolController } from "../tools/tool-controller.ts";
import { ActionContextContext } from "./action-context.ts";
import { PitchSettingsPanel } from "./pitch-settings-panel.tsx";

function renderWith(ui: ReactNode, selection: readonly string[] = []) {
  const board = addObjects(createDiagram({ template: "full" }), [
    createObject("player", { id: "p", x: 20, y: 30, props: { label: "7" } }),
  ]);
  const store = createEditorStore(board, { freezeDocuments: true });
  store.dispatch({ type: "setSession", patch: { selection } });
  const actions = {
    store,
    controller: createToolController(store),
    clipboard: { objects: [] },
    openCommandPalette() {},
    isFullScreen: () => false,
    setFullScreen() {},
  };
  render(
    <EditorStoreContext.Provider value={store}>
      <ActionContextContext.Provider value={actions}>{ui}</ActionContextContext.Provider>
    </EditorStoreContext.Provider>,
  );
  return store;
}

describe("PitchSettingsPanel", () => {
  it("chooses the drawing's token size from a labelled group, one undo step each", async () => {
    const store = renderWith(<PitchSettingsPanel />);
    const sizes = screen.getByRole("group", { name: "Token size" });
    expect(within(sizes).getByRole("radio", { name: "Medium" })).toBeChecked();
    await userEvent.click(within(sizes).getByRole("radio", { name: "Large" }));
    expect(store.getState().diagram.tokenSize).toBe("large");
    expect(within(sizes).getByRole("radio", { name: "Large" })).toBeChecked();
    store.dispatch({ type: "undo" });
    expect(store.getState().diagram.tokenSize).toBe("medium");
  });
});
