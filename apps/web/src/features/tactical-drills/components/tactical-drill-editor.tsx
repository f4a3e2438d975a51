import { Trans, useLingui } from "@lingui/react/macro";
import type { TacticalDrill } from "@touchline/contracts";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { UnsavedChangesGuard } from "../../../components/ui/unsaved-changes-guard.tsx";
import { EditorBackLink, EditorStatus } from "../../../editor/components/editor-header.tsx";
import { EditorPageFrame } from "../../../editor/components/editor-page-frame.tsx";
import { ExportMenu } from "../../../editor/components/export-menu.tsx";
import { PitchEditor } from "../../../editor/components/pitch-editor.tsx";
import { committedDiagram, useEditorState, useNewEditorStore } from "../../../editor/store/editor-store.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useSetPageLabel } from "../../../lib/page-label.ts";
import { useTacticalDrill, useUpdateTacticalDrill } from "../api/use-tactical-drills.ts";
import { showApiError } from "../../../lib/show-api-error.ts";

/** /tactical-drill/:id — the owner reopens a tactical drill, edits and saves it. Others get the 404 page. */
export function TacticalDrillEditor({ id, notFound }: { id: string; notFound: React.ReactNode }) {
  const drill = useTacticalDrill(id);
  if (drill.isPending) return <PageSpinner />;
  if (drill.isError) {
    if (drill.error instanceof ApiError && drill.error.code === "NOT_FOUND") return notFound;
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-12 text-red-700">
        {drill.error.message}
      </p>
    );
  }
  return <LoadedDrill key={drill.data.drill.id} drill={drill.data.drill} />;
}

function LoadedDrill({ drill }: { drill: TacticalDrill }) {
  const { t } = useLingui();
  const store = useNewEditorStore(drill.diagram);
  const update = useUpdateTacticalDrill(drill.id);
  const [title, setTitle] = useState(drill.title);
  // What the server holds: unsaved changes are whatever differs from it, so an edit made while a save
  // is on its way stays unsaved, and undoing back to the saved drawing leaves nothing to save.
  const [saved, setSaved] = useState(() => ({ title: drill.title, diagram: store.getState().diagram }));
  const diagram = useEditorState(store, committedDiagram);
  const isDirty = title !== saved.title || diagram !== saved.diagram;
  useSetPageLabel(drill.title);
  const drillTitle = drill.title;

  const save = async () => {
    const sent = { title, diagram: committedDiagram(store.getState()) };
    try {
      await update.mutateAsync({ title: title.trim() || drill.title, diagram: sent.diagram });
      setSaved(sent);
      const savedTitle = title.trim() || drill.title;
      toast({ title: t`Saved`, description: t`“${savedTitle}” is up to date.` });
    } catch (error) {
      showApiError(error, t`Could not save`, { fallback: t`Please try again.` });
    }
  };

  return (
    <EditorPageFrame>
      <title>{t`${drillTitle} – Touchline`}</title>
      <UnsavedChangesGuard
        isDirty={isDirty && !update.isPending}
        description={t`This tactical drill has changes that are not saved. They will be lost.`}
      />
      <PitchEditor
        store={store}
        label={t`Tactical drill pitch`}
        header={{
          back: <EditorBackLink to="/library?view=tactical-drills" label={t`My tactical drills`} />,
          title: (
            <>
              {/* The page's heading is the drill's name; the field beside it edits that name. */}
              <h1 className="sr-only">{drill.title}</h1>
              <label htmlFor="drill-title" className="sr-only">
                <Trans>Tactical drill title</Trans>
              </label>
              <input
                id="drill-title"
                value={title}
                maxLength={120}
                onChange={(event) => setTitle(event.target.value)}
                className="h-9 w-[min(40vw,16rem)] min-w-0 shrink rounded-lg border border-transparent px-2 text-base font-semibold hover:border-slate-300 focus:border-brand-600 focus:outline-none sm:text-lg pointer-coarse:h-11"
              />
            </>
          ),
          status: (
            <EditorStatus>{isDirty ? <Trans>Unsaved changes</Trans> : <Trans>All changes saved</Trans>}</EditorStatus>
          ),
          menu: <ExportMenu store={store} title={title} />,
          actions: (
            <Button size="sm" disabled={update.isPending || !isDirty} onClick={save}>
              {update.isPending ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
            </Button>
          ),
        }}
      />
    </EditorPageFrame>
  );
}
