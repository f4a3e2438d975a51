import { MAX_TACTICAL_DRILL_TITLE_LENGTH, type TacticalDrillSummary } from "@touchline/contracts";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { ConfirmDelete } from "../../../components/ui/confirm-delete.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { DiagramThumbnail } from "../../../editor/canvas/diagram-thumbnail.tsx";
import { formatDate } from "../../../lib/format-date.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import {
  useDeleteTacticalDrill,
  useDuplicateTacticalDrill,
  useRenameTacticalDrill,
  useSaveTacticalDrillToLibrary,
  useTacticalDrills,
} from "../api/use-tactical-drills.ts";

const PromptDialog = lazy(() => import("../../../components/ui/prompt-dialog.tsx"));

/** "12 objects", "1 object". */
const objectCount = (count: number) => `${count} ${count === 1 ? "object" : "objects"}`;

/**
 * The library's "My tactical boards": every board the coach saved from the tactical board, to open,
 * rename, duplicate, delete (confirmed) or turn into a drill of the drill library.
 */
export function MyTacticalBoards() {
  const boards = useTacticalDrills();
  const rename = useRenameTacticalDrill();
  const duplicate = useDuplicateTacticalDrill();
  const remove = useDeleteTacticalDrill();
  const saveToLibrary = useSaveTacticalDrillToLibrary();
  const [toRename, setToRename] = useState<TacticalDrillSummary | null>(null);
  const [toDelete, setToDelete] = useState<TacticalDrillSummary | null>(null);

  const onDuplicate = async (board: TacticalDrillSummary) => {
    try {
      const { drill: copy } = await duplicate.mutateAsync(board.id);
      toast({ title: "Board duplicated", description: `“${copy.title}” is at the top of your boards.` });
    } catch (error) {
      showApiError(error, "Could not duplicate", { fallback: "Please try again." });
    }
  };

  const onSaveToLibrary = async (board: TacticalDrillSummary) => {
    try {
      await saveToLibrary.mutateAsync({ id: board.id });
      toast({
        title: "Drill saved to your library",
        description: `Find “${board.title}” under Drills to set its duration, organisation and coaching points.`,
      });
    } catch (error) {
      showApiError(error, "Could not save to your library", { fallback: "Please try again." });
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">My tactical boards</h2>
          <p className="mt-1 text-sm text-slate-600">Boards you saved from the tactical board, newest changes first.</p>
        </div>
        <Link to="/tactical-board" className={buttonClasses()}>
          New board
        </Link>
      </div>
      {boards.isPending ? (
        <PageSpinner />
      ) : boards.isError ? (
        <p role="alert" className="text-red-700">
          {boards.error.message}
        </p>
      ) : boards.data.drills.length === 0 ? (
        <p className="rounded-2xl bg-white p-10 text-center text-slate-600 ring-1 ring-slate-200">
          No saved boards yet. Draw on the tactical board and use “Save as tactical drill” to keep it here.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {boards.data.drills.map((board) => (
            <li
              key={board.id}
              aria-label={board.title}
              className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center"
            >
              <DiagramThumbnail thumbnail={board.thumbnail} title={board.title} className="w-32 shrink-0" />
              <div className="min-w-0 flex-1">
                <h3 className="truncate font-semibold">
                  <Link to={`/tactical-drill/${board.id}`} className="hover:underline">
                    {board.title}
                  </Link>
                </h3>
                <p className="text-sm text-slate-600">
                  {objectCount(board.objectCount)} · changed {formatDate(board.updatedAt)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={`/tactical-drill/${board.id}`}
                  className={buttonClasses({ size: "sm", variant: "secondary" })}
                  aria-label={`Open ${board.title}`}
                >
                  Open
                </Link>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setToRename(board)}
                  aria-label={`Rename ${board.title}`}
                >
                  Rename
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={duplicate.isPending}
                  onClick={() => void onDuplicate(board)}
                  aria-label={`Duplicate ${board.title}`}
                >
                  Duplicate
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={saveToLibrary.isPending}
                  onClick={() => void onSaveToLibrary(board)}
                  aria-label={`Save as library drill: ${board.title}`}
                >
                  Save as library drill
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setToDelete(board)}
                  aria-label={`Delete ${board.title}`}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {toRename ? (
        <Suspense fallback={null}>
          <PromptDialog
            open
            onOpenChange={(open) => {
              if (!open) setToRename(null);
            }}
            title="Rename board"
            label="Board title"
            initialValue={toRename.title}
            maxLength={MAX_TACTICAL_DRILL_TITLE_LENGTH}
            confirmLabel="Rename"
            onConfirm={async (title) => {
              const { id } = toRename;
              setToRename(null);
              try {
                await rename.mutateAsync({ id, title });
                toast({ title: "Board renamed", description: `It is now called “${title}”.` });
              } catch (error) {
                showApiError(error, "Could not rename", { fallback: "Please try again." });
              }
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        question={(board) => `Delete “${board.title}”?`}
        description="The board and its animation are deleted for good. Library drills made from it keep their own copy."
        confirmLabel="Delete board"
        remove={(id) => remove.mutateAsync(id)}
        deleted={() => ({ title: "Board deleted" })}
      />
    </div>
  );
}
