import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { EditorBackLink, EditorStatus, EditorTitle } from "../../../editor/components/editor-header.tsx";
import { EditorPageFrame } from "../../../editor/components/editor-page-frame.tsx";
import { ExportMenu } from "../../../editor/components/export-menu.tsx";
import { PitchEditor } from "../../../editor/components/pitch-editor.tsx";
import { committedDiagram, subscribeToDiagram, useNewEditorStore } from "../../../editor/store/editor-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { needsServer, useIsOnline } from "../../../lib/use-online-status.ts";
import { useCreateTacticalDrill } from "../api/use-tactical-drills.ts";
import { loadBoard, newBoard, saveBoard } from "../lib/board-storage.ts";

// The dialogs load when first opened, so the board's first load does not wait for them.
const ConfirmDialog = lazy(() => import("../../../components/ui/confirm-dialog.tsx"));
const PromptDialog = lazy(() => import("../../../components/ui/prompt-dialog.tsx"));

/**
 * /tactical-board: the editor on a full pitch, no account needed. The board is kept in this browser
 * on every change; a signed-in coach can save it to their account as a tactical drill. `isSignedIn` is
 * undefined while the session is not known yet: the board does not wait for it, only the account bits do.
 */
export function TacticalBoard({ isSignedIn }: { isSignedIn: boolean | undefined }) {
  const { t } = useLingui();
  const store = useNewEditorStore(() => {
    const loaded = loadBoard();
    if (loaded.wasDamaged) {
      toast({
        title: t`The board kept in this browser could not be read`,
        description: t`We started a fresh board and kept the old data aside.`,
        variant: "destructive",
      });
    }
    return loaded.diagram;
  });
  const navigate = useNavigate();
  const createDrill = useCreateTacticalDrill();
  const [title, setTitle] = useState(() => t`Tactical board`);
  // Every committed change (an edit, an import, a new board) is kept in this browser.
  useEffect(() => subscribeToDiagram(store, (diagram) => saveBoard(diagram)), [store]);

  const [dialog, setDialog] = useState<"save" | "clear" | null>(null);
  const isOnline = useIsOnline();

  const saveAsDrill = async (name: string) => {
    setDialog(null);
    try {
      const { drill } = await createDrill.mutateAsync({ title: name, diagram: committedDiagram(store.getState()) });
      setTitle(drill.title);
      const drillTitle = drill.title;
      toast({ title: t`Tactical drill saved`, description: t`“${drillTitle}” is in your account.` });
      navigate(`/tactical-drill/${drill.id}`);
    } catch (error) {
      showApiError(error, t`Could not save`, { fallback: t`Please try again.` });
    }
  };

  return (
    <EditorPageFrame>
      <PitchEditor
        store={store}
        label={t`Tactical board pitch`}
        header={{
          back: isSignedIn ? (
            <EditorBackLink to="/library?view=tactical-drills" label={t`My tactical drills`} />
          ) : (
            <EditorBackLink to="/" label={t`Home`} />
          ),
          title: (
            <EditorTitle>
              <Trans>Tactical Board</Trans>
            </EditorTitle>
          ),
          status:
            isSignedIn === undefined ? null : (
              <EditorStatus>
                {isSignedIn ? (
                  <Trans>Saved on this device until you save it to your account</Trans>
                ) : (
                  <Trans>Saved on this device</Trans>
                )}
              </EditorStatus>
            ),
          menu: (
            <ExportMenu
              store={store}
              title={title}
              moreEntries={[{ label: t`New board`, onSelect: () => setDialog("clear") }]}
            />
          ),
          actions: isSignedIn ? (
            <Button size="sm" {...needsServer(isOnline, createDrill.isPending)} onClick={() => setDialog("save")}>
              {createDrill.isPending ? <Trans>Saving…</Trans> : <Trans>Save as tactical drill</Trans>}
            </Button>
          ) : null,
        }}
      />
      {dialog === "save" ? (
        <Suspense fallback={null}>
          <PromptDialog
            open
            onOpenChange={(open) => setDialog(open ? "save" : null)}
            title={t`Save as tactical drill`}
            label={t`Name`}
            initialValue={title}
            maxLength={120}
            confirmLabel={t`Save`}
            onConfirm={saveAsDrill}
          />
        </Suspense>
      ) : null}
      {dialog === "clear" ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => setDialog(open ? "clear" : null)}
            title={t`Start a new board?`}
            description={t`Everything on this board will be cleared. Export it first if you want to keep it.`}
            confirmLabel={t`Clear the board`}
            isDestructive
            onConfirm={() => {
              setDialog(null);
              store.dispatch({ type: "load", diagram: newBoard() });
            }}
          />
        </Suspense>
      ) : null}
    </EditorPageFrame>
  );
}
