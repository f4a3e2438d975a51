import { Trans, useLingui } from "@lingui/react/macro";
import { createId } from "@touchline/diagram";
import { useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import type { DocumentStore } from "../lib/document-store.ts";
import {
  addDrill,
  duplicateDrill,
  editDrill,
  editFields,
  moveDrill,
  newDrill,
  removeDrill,
  type SessionDocument,
  sessionTeamColours,
} from "../lib/session-document.ts";
import { BlockCard } from "./block-card.tsx";
import { LibraryPickerDialog } from "../../drills/index.ts";
import { loadScaleOf } from "./session-load.tsx";

/**
 * The session's drills: one card each, open one at a time, to reorder (buttons or dragging), copy,
 * remove, make the cover or edit; and drills added new or from the library. Every change is a command
 * on the session's document, so each can be undone.
 */
export function DrillList({
  document,
  store,
  isFirstOpen,
  onOpenFullEditor,
}: {
  document: SessionDocument;
  store: DocumentStore<SessionDocument>;
  /** Whether the first drill starts open (a new session's warm-up). */
  isFirstOpen: boolean;
  onOpenFullEditor(key: string): void;
}) {
  const { t } = useLingui();
  const { blocks } = document;
  const [openBlockId, setOpenBlockId] = useState<string | null>(() => (isFirstOpen ? (blocks[0]?.id ?? null) : null));
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const dragged = useRef<string | null>(null);
  // The chosen cover while that drill is still there, else the first drill: what lists will show.
  const coverId = blocks.some((block) => block.id === document.coverBlockId) ? document.coverBlockId : blocks[0]?.id;
  const loadScale = loadScaleOf(blocks);

  return (
    <section aria-labelledby="drills-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="drills-heading" className="text-lg font-semibold">
          <Trans>Drills</Trans>
        </h2>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              const number = blocks.length + 1;
              const drill = newDrill(t`Drill ${number}`, createId(), sessionTeamColours(document));
              store.apply((current) => addDrill(current, drill));
              setOpenBlockId(drill.id);
            }}
          >
            <Trans>Add new drill</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setIsPickerOpen(true)}>
            <Trans>Add from library</Trans>
          </Button>
        </div>
      </div>
      {blocks.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          <Trans>No drills yet. Add a new one or pick one from your library.</Trans>
        </p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {blocks.map((block, index) => (
          <BlockCard
            key={block.id}
            drill={block}
            index={index}
            count={blocks.length}
            loadScale={loadScale}
            isOpen={openBlockId === block.id}
            onToggle={() => setOpenBlockId(openBlockId === block.id ? null : block.id)}
            storeOf={store.storeOf}
            topics={document.topics}
            onChange={(patch, field) =>
              store.apply((current) => editDrill(current, block.id, patch), {
                mergeKey: field && `${block.id}:${field}`,
              })
            }
            onOpenFullEditor={onOpenFullEditor}
            onMove={(toIndex) => store.apply((current) => moveDrill(current, block.id, toIndex))}
            onDuplicate={() => store.apply((current) => duplicateDrill(current, block.id))}
            onRemove={() => store.apply((current) => removeDrill(current, block.id))}
            isCover={block.id === coverId}
            onUseAsCover={() => store.apply((current) => editFields(current, { coverBlockId: block.id }))}
            onDragStart={() => {
              dragged.current = block.id;
            }}
            onDragOver={(event) => {
              if (dragged.current) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              const draggedId = dragged.current;
              dragged.current = null;
              if (draggedId) store.apply((current) => moveDrill(current, draggedId, index));
            }}
          />
        ))}
      </ol>
      <LibraryPickerDialog
        open={isPickerOpen}
        onOpenChange={setIsPickerOpen}
        onPick={(drill) => {
          const { id: _id, tags: _tags, createdAt: _created, updatedAt: _updated, ...content } = drill;
          const block = { ...content, id: createId() };
          store.apply((current) => addDrill(current, block));
          setOpenBlockId(block.id);
          setIsPickerOpen(false);
          const { title } = drill;
          const number = blocks.length + 1;
          toast({ title: t`Drill added`, description: t`“${title}” is now drill ${number}.` });
        }}
      />
    </section>
  );
}
