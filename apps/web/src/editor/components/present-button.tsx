import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { findAction } from "../actions/editor-actions.ts";
import { describeBinding } from "../actions/key-binding.ts";
import { useEditor, useEditorStore } from "../store/editor-store.ts";
import { useActionContext, useIsActionAvailable } from "./action-context.ts";
import { ToolButton } from "./toolbar-menu.tsx";

// Loaded when a presentation starts, so opening the editor does not wait for it.
const PresentationMode = lazy(() => import("./presentation-mode.tsx"));

/** "Present": the `present` action, for a drawing with at least two frames. */
export function PresentButton() {
  const { t, i18n } = useLingui();
  const context = useActionContext();
  const isAvailable = useIsActionAvailable("present");
  const present = findAction("present");
  // Ctrl on every system here, as the tooltip always said.
  const shortcut = describeBinding(i18n, present.bindings[0]!, false);
  return (
    <ToolButton
      icon="present"
      label={i18n._(present.label)}
      tooltip={t`Present the frames one by one (${shortcut})`}
      aria-haspopup="dialog"
      disabled={!isAvailable}
      onClick={() => present.perform(context)}
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
