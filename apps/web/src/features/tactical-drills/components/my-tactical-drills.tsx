import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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

/**
 * The library's "My tactical drills": every tactical drill the coach saved from the tactical board, to
 * open, rename, duplicate, delete (confirmed) or turn into a drill of the drill library.
 */
export function MyTacticalDrills() {
  const { t, i18n } = useLingui();
  const drills = useTacticalDrills();
  const rename = useRenameTacticalDrill();
  const duplicate = useDuplicateTacticalDrill();
  const remove = useDeleteTacticalDrill();
  const saveToLibrary = useSaveTacticalDrillToLibrary();
  const [toRename, setToRename] = useState<TacticalDrillSummary | null>(null);
  const [toDelete, setToDelete] = useState<TacticalDrillSummary | null>(null);

  const onDuplicate = async (drill: TacticalDrillSummary) => {
    try {
      const { drill: copy } = await duplicate.mutateAsync(drill.id);
      const copyTitle = copy.title;
      toast({
        title: t`Tactical drill duplicated`,
        description: t`“${copyTitle}” is at the top of your tactical drills.`,
      });
    } catch (error) {
      showApiError(error, t`Could not duplicate`, { fallback: t`Please try again.` });
    }
  };

  const onSaveToLibrary = async (drill: TacticalDrillSummary) => {
    try {
      await saveToLibrary.mutateAsync({ id: drill.id });
      const drillTitle = drill.title;
      toast({
        title: t`Drill saved to your library`,
        description: t`Find “${drillTitle}” under Drills to set its duration, organisation and coaching points.`,
      });
    } catch (error) {
      showApiError(error, t`Could not save to your library`, { fallback: t`Please try again.` });
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">
            <Trans>My tactical drills</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Tactical drills you saved from the tactical board, newest changes first.</Trans>
          </p>
        </div>
        <Link to="/tactical-board" className={buttonClasses()}>
          <Trans>Open the tactical board</Trans>
        </Link>
      </div>
      {drills.isPending ? (
        <PageSpinner />
      ) : drills.isError ? (
        <p role="alert" className="text-red-700">
          {drills.error.message}
        </p>
      ) : drills.data.drills.length === 0 ? (
        <p className="rounded-2xl bg-white p-10 text-center text-slate-600 ring-1 ring-slate-200">
          <Trans>
            No tactical drills yet. Draw on the tactical board and use “Save as tactical drill” to keep it here.
          </Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {drills.data.drills.map((drill) => {
            const drillTitle = drill.title;
            const objectCount = drill.objectCount;
            const changedOn = formatDate(drill.updatedAt, i18n.locale);
            return (
              <li
                key={drill.id}
                aria-label={drill.title}
                className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center"
              >
                <DiagramThumbnail thumbnail={drill.thumbnail} title={drill.title} className="w-32 shrink-0" />
                <div className="min-w-0 flex-1">
                  <h3 className="truncate font-semibold">
                    <Link to={`/tactical-drill/${drill.id}`} className="hover:underline">
                      {drill.title}
                    </Link>
                  </h3>
                  <p className="text-sm text-slate-600">
                    {t`${plural(objectCount, { one: "# object", other: "# objects" })}`} ·{" "}
                    <Trans>changed {changedOn}</Trans>
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={`/tactical-drill/${drill.id}`}
                    className={buttonClasses({ size: "sm", variant: "secondary" })}
                    aria-label={t`Open ${drillTitle}`}
                  >
                    <Trans>Open</Trans>
                  </Link>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setToRename(drill)}
                    aria-label={t`Rename ${drillTitle}`}
                  >
                    <Trans>Rename</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={duplicate.isPending}
                    onClick={() => void onDuplicate(drill)}
                    aria-label={t`Duplicate ${drillTitle}`}
                  >
                    <Trans>Duplicate</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={saveToLibrary.isPending}
                    onClick={() => void onSaveToLibrary(drill)}
                    aria-label={t`Save as library drill: ${drillTitle}`}
                  >
                    <Trans>Save as library drill</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setToDelete(drill)}
                    aria-label={t`Delete ${drillTitle}`}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {toRename ? (
        <Suspense fallback={null}>
          <PromptDialog
            open
            onOpenChange={(open) => {
              if (!open) setToRename(null);
            }}
            title={t`Rename tactical drill`}
            label={t`Tactical drill title`}
            initialValue={toRename.title}
            maxLength={MAX_TACTICAL_DRILL_TITLE_LENGTH}
            confirmLabel={t`Rename`}
            onConfirm={async (title) => {
              const { id } = toRename;
              setToRename(null);
              try {
                await rename.mutateAsync({ id, title });
                toast({ title: t`Tactical drill renamed`, description: t`It is now called “${title}”.` });
              } catch (error) {
                showApiError(error, t`Could not rename`, { fallback: t`Please try again.` });
              }
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        question={({ title: drillTitle }) => t`Delete “${drillTitle}”?`}
        description={t`The tactical drill and its animation are deleted for good. Library drills made from it keep their own copy.`}
        confirmLabel={t`Delete tactical drill`}
        remove={(id) => remove.mutateAsync(id)}
        deleted={() => ({ title: t`Tactical drill deleted` })}
      />
    </div>
  );
}
