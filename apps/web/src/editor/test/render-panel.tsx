import { addObjects, createDiagram, createObject } from "@touchline/diagram";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { ActionContextContext } from "../components/action-context.ts";
import { createEditorStore, EditorStoreContext } from "../store/editor-store.ts";
import { createToolController } from "../tools/tool-controller.ts";

/**
 * Renders an editor panel on its own, inside the store and action context the editor gives it: a full
 * pitch with one player, "p" (number 7), selected as `selection` says. Returns the store.
 */
export function renderPanel(ui: ReactNode, selection: readonly string[] = []) {
  const board = addObjects(createDiagram({ template: "full" }), [
    createObject("player", { id: "p", x: 20, y: 30, props: { label: "7" } }),
  ]);
  const store = createEditorStore(board, { freezeDocuments: true });
  store.dispatch({ type: "setUi", patch: { selection } });
  const actions = {
    store,
    controller: createToolController(store),
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
