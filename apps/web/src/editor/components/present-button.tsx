import { lazy, Suspense } from "react";
import { findAction } from "../actions/editor-actions.ts";
import { useEditor, useEditorStore } from "../store/editor-store.ts";
import { useActionContext, useIsActionAvailable } from "./action-context.ts";
import { ToolButton } from "./toolbar-menu.tsx";

// Loaded when a presentation starts, so opening the editor does not wait for it.
const PresentationMode = lazy(() => import("./presentation-mode.tsx"));

/** "Present": the `present` action, for a drawing with at least two frames. */
export function PresentButton() {
  const context = useActionContext();
  const isAvailable = useIsActionAvailable("present");
  return (
    <ToolButton
      icon="present"
      label="Present"
      tooltip="Present the frames one by one (Ctrl+Enter)"
      aria-haspopup="dialog"
      disabled={!isAvailable}
      onClick={() => findAction("present").perform(context)}
    />
  );
}

/**
 * The editor's presentation, open while `ui.isPresenting` (the `present` action sets it); closing it
 * leaves the editor on the frame the coach last showed.
 */
export function PresentationHost() {
  const store = useEditorStore();
  const isPresenting = useEditor((state) => state.ui.isPresenting);
  const diagram = useEditor((state) => state.diagram);
  if (!isPresenting) return null;
  return (
    <Suspense fallback={null}>
      <PresentationMode
        diagram={diagram}
        initialFrameIndex={store.getState().ui.frameIndex}
        onClose={(frameIndex) => store.dispatch({ type: "setUi", patch: { isPresenting: false, frameIndex } })}
      />
    </Suspense>
  );
}
