import { addObjects, createDiagram, createObject } from "@touchline/diagram";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createEditorStore, EditorStoreContext } from "../store/editor-store.ts";
import { createToolController } from "../tools/tool-controller.ts";
import { ActionContextContext } from "./action-context.ts";
import { PropertiesPanel } from "./properties-panel.tsx";

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

describe("PropertiesPanel for a player", () => {
  it("names the player and dresses them in stripes of a second colour, each change one undo step", async () => {
    const store = renderWith(<PropertiesPanel />, ["p"]);
    const name = screen.getByLabelText("Name");
    await userEvent.type(name, "Alex Smith{Enter}");
    expect(store.getState().diagram.objects.p).toMatchObject({ name: "Alex Smith" });
    await userEvent.click(screen.getByRole("radio", { name: "Stripes" }));
    expect(store.getState().diagram.objects.p).toMatchObject({ kit: { pattern: "stripes", secondColour: "white" } });
    const second = screen.getByRole("group", { name: "Second colour" });
    await userEvent.click(within(second).getByRole("radio", { name: "black" }));
    expect(store.getState().diagram.objects.p).toMatchObject({ kit: { pattern: "stripes", secondColour: "black" } });
    store.dispatch({ type: "undo" });
    expect(store.getState().diagram.objects.p).toMatchObject({ kit: { secondColour: "white" } });
    store.dispatch({ type: "undo" });
    expect(store.getState().diagram.objects.p).not.toHaveProperty("kit");
    expect(store.getState().diagram.objects.p).toMatchObject({ name: "Alex Smith" });
  });
});
