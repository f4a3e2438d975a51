import { useMemo } from "react";
import type { ActionContext } from "../actions/editor-actions.ts";
import { handleEditorKey } from "../actions/handle-editor-key.ts";
import { type EditorStore, EditorStoreContext } from "../store/editor-store.ts";
import { createToolController } from "../tools/tool-controller.ts";
import { EditorCanvas } from "./editor-canvas.tsx";

/** The real canvas and tools on a store the page made, without the panels: the landing page's live board. */
export function MiniBoard({ store, label }: { store: EditorStore; label: string }) {
  const controller = useMemo(() => createToolController(store), [store]);
  const context = useMemo<ActionContext>(
    () => ({
      store,
      controller,
      openCommandPalette: () => {},
      isFullScreen: () => false,
      setFullScreen: () => {},
    }),
    [store, controller],
  );
  return (
    <EditorStoreContext.Provider value={store}>
      <div className="aspect-[3/2] w-full" onKeyDown={(event) => handleEditorKey(event, context)}>
        <EditorCanvas controller={controller} label={label} playbackTimeMs={null} />
      </div>
    </EditorStoreContext.Provider>
  );
}
