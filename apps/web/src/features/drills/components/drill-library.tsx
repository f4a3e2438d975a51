import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type Intensity, type LibraryDrill, LibraryDrillInputSchema } from "@touchline/contracts";
import { useState } from "react";
import { ConfirmDelete } from "../../../components/ui/confirm-delete.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { DiagramThumbnail } from "../../../editor/canvas/diagram-thumbnail.tsx";
import { showApiError } from "../../../lib/show-api-error.ts";
import {
  useCreateLibraryDrill,
  useDeleteLibraryDrill,
  useLibraryDrills,
  useUpdateLibraryDrill,
} from "../api/use-library-drills.ts";
import {
  checkBeforeSave,
  createDocumentStore,
  type DocumentStore,
  type DrillDraft,
  drillDrawings,
  DrillEditor,
  formatDuration,
  newDrill,
  useDocument,
  useUndoShortcuts,
} from "../../sessions/index.ts";

/** An intensity in a drill's facts ("Medium intensity"). */
const INTENSITY_PHRASES: Record<Intensity, MessageDescriptor> = {
  low: msg`Low intensity`,
  medium: msg`Medium intensity`,
  high: msg`High intensity`,
};

interface EditingDrill {
  /** Undefined for a drill not saved yet. */
  libraryId?: string;
  /** The drill and its drawings, with one undo history. */
  store: DocumentStore<DrillDraft>;
  tags: string;
}

function startEditing(drill: DrillDraft, tags: string, libraryId?: string): EditingDrill {
  return { libraryId, store: createDocumentStore(drill, drillDrawings), tags };
}

/** /library: the coach's own drills, searchable and tagged, ready to drop into any session. */
export function DrillLibrary() {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState("");
  const [tag, setTag] = useState("");
  const drills = useLibraryDrills({ q: query || undefined, tag: tag || undefined });
  const [editing, setEditing] = useState<EditingDrill | null>(null);
  const [toDelete, setToDelete] = useState<LibraryDrill | null>(null);
  const remove = useDeleteLibraryDrill();

  if (editing) {
    return (
      <LibraryDrillEditor
        editing={editing}
        onTagsChange={(tags) => setEditing({ ...editing, tags })}
        onDone={() => setEditing(null)}
      />
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Library</Trans>
        </h1>
        <Button onClick={() => setEditing(startEditing(newDrill(), ""))}>
          <Trans>New drill</Trans>
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t`Search drills`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t`Title, organisation or coaching point`}
        />
        <TextField
          label={t`Tag`}
          value={tag}
          onChange={(event) => setTag(event.target.value.trim().toLowerCase())}
          placeholder={t`e.g. rondo`}
        />
      </div>
      {drills.isPending ? (
        <PageSpinner />
      ) : drills.isError ? (
        <p role="alert" className="text-red-700">
          {drills.error.message}
        </p>
      ) : drills.data.drills.length === 0 ? (
        <p className="rounded-2xl bg-white p-10 text-center text-slate-600 ring-1 ring-slate-200">
          {query || tag ? (
            <Trans>No drill matches.</Trans>
          ) : (
            <Trans>No drills yet. Create one here, or use “Save to library” on any drill of a session.</Trans>
          )}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {drills.data.drills.map((drill) => {
            const drillTitle = drill.title;
            return (
              <li
                key={drill.id}
                aria-label={drill.title}
                className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
              >
                <DiagramThumbnail diagram={drill.diagram} title={drill.title} />
                <h2 className="font-semibold">{drill.title}</h2>
                <p className="text-sm text-slate-600">
                  {formatDuration(i18n, drill.durationMinutes)} · {t(INTENSITY_PHRASES[drill.intensity])}
                </p>
                {drill.tags.length > 0 ? (
                  <p className="flex flex-wrap gap-1">
                    {drill.tags.map((drillTag) => (
                      <button
                        key={drillTag}
                        type="button"
                        onClick={() => setTag(drillTag)}
                        className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 hover:bg-slate-200"
                      >
                        {drillTag}
                      </button>
                    ))}
                  </p>
                ) : null}
                <div className="mt-auto flex gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => {
                      const { id, tags, createdAt: _c, updatedAt: _u, ...content } = drill;
                      setEditing(startEditing({ ...content, id }, tags.join(", "), id));
                    }}
                  >
                    <Trans>Edit</Trans>
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
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        question={({ title: drillTitle }) => t`Delete “${drillTitle}” from your library?`}
        description={t`Sessions that already use this drill keep their own copy.`}
        confirmLabel={t`Delete drill`}
        remove={(id) => remove.mutateAsync(id)}
        deleted={() => ({ title: t`Drill deleted` })}
      />
    </div>
  );
}

/** One library drill being written: its tags, the drill editor, Cancel and Save. */
function LibraryDrillEditor({
  editing,
  onTagsChange,
  onDone,
}: {
  editing: EditingDrill;
  onTagsChange(tags: string): void;
  onDone(): void;
}) {
  const { t } = useLingui();
  const { store } = editing;
  const drill = useDocument(store);
  useUndoShortcuts(store);
  const create = useCreateLibraryDrill();
  const update = useUpdateLibraryDrill();

  const save = async () => {
    const { id: _id, ...content } = store.getState().document;
    const input = {
      ...content,
      coachingPoints: content.coachingPoints.filter((point) => point.trim()),
      tags: editing.tags
        .split(",")
        .map((tagText) => tagText.trim().toLowerCase())
        .filter(Boolean),
    };
    if (!checkBeforeSave(LibraryDrillInputSchema, input, "drill").ok) return;
    try {
      if (editing.libraryId) await update.mutateAsync({ id: editing.libraryId, drill: input });
      else await create.mutateAsync(input);
      toast({ title: t`Drill saved to your library` });
      onDone();
    } catch (error) {
      showApiError(error, t`Could not save`, { fallback: t`Please try again.` });
    }
  };

  return (
    <div className="mx-auto flex max-w-[1400px] flex-col gap-5 px-3 py-6 sm:px-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">
          {editing.libraryId ? <Trans>Edit library drill</Trans> : <Trans>New library drill</Trans>}
        </h1>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={save} disabled={create.isPending || update.isPending}>
            <Trans>Save drill</Trans>
          </Button>
        </div>
      </div>
      <TextField
        label={t`Tags (comma separated)`}
        value={editing.tags}
        placeholder={t`e.g. rondo, warm-up`}
        onChange={(event) => onTagsChange(event.target.value)}
      />
      <DrillEditor
        drill={drill}
        storeOf={store.storeOf}
        onChange={(patch, field) => store.apply((current) => ({ ...current, ...patch }), { mergeKey: field })}
      />
    </div>
  );
}
