import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { EditorBackButton, EditorStatus, EditorTitle } from "../../../editor/components/editor-header.tsx";
import { EditorPageFrame } from "../../../editor/components/editor-page-frame.tsx";
import { ExportMenu } from "../../../editor/components/export-menu.tsx";
import { PitchEditor } from "../../../editor/components/pitch-editor.tsx";
import type { EditorStore } from "../../../editor/store/editor-store.ts";
import type { drawingNamed } from "../hooks/use-full-editor.ts";

/** One drawing of the session over the whole window, with the way back, the save status and Save. */
export function FullDrawingEditor({
  drawing,
  store,
  status,
  onBack,
  saveButton,
  children,
}: {
  drawing: NonNullable<ReturnType<typeof drawingNamed>>;
  store: EditorStore;
  status: string;
  onBack(): void;
  saveButton: ReactNode;
  /** What the page keeps on screen in either view (the question before leaving unsaved work). */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const title = drawing.exportTitle;
  return (
    <EditorPageFrame>
      {children}
      <PitchEditor
        key={drawing.key}
        store={store}
        label={drawing.label}
        header={{
          back: <EditorBackButton label={t`Back to session`} onClick={onBack} />,
          title: <EditorTitle>{drawing.heading}</EditorTitle>,
          status: status ? <EditorStatus>{status}</EditorStatus> : null,
          menu: (
            <ExportMenu
              store={store}
              title={drawing.exportTitle}
              canImport={false}
              animationLabel={t`Export video or GIF of ${title}`}
            />
          ),
          actions: saveButton,
        }}
      />
    </EditorPageFrame>
  );
}
