import { Trans, useLingui } from "@lingui/react/macro";
import { blockLoad } from "@touchline/contracts";
import type { DragEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { cn } from "../../../lib/cn.ts";
import { useCreateLibraryDrill } from "../../drills/index.ts";
import type { EditorStore } from "../../../editor/store/editor-store.ts";
import { formatDuration } from "../lib/labels.ts";
import type { DrillDraft } from "../lib/session-document.ts";
import { type DrillChange, DrillEditor } from "./drill-editor.tsx";
import { LoadBar } from "./session-load.tsx";

export interface BlockCardProps {
  drill: DrillDraft;
  /** Where the drill stands in the session, from 0, and how many drills there are. */
  index: number;
  count: number;
  /** The heaviest drill's load in the session: a full load bar. */
  loadScale: number;
  isOpen: boolean;
  onToggle(): void;
  /** The editor store of one of the session's drawings; this drill's are under its id and its progressions' keys. */
  storeOf(key: string): EditorStore;
  /** The session's topics, given to the drill as tags when it goes to the library. */
  topics: string[];
  onChange: DrillChange;
  /** Opens one of the drill's drawings (by its store key) in the full-window editor. */
  onOpenFullEditor(key: string): void;
  onMove(toIndex: number): void;
  onDuplicate(): void;
  onRemove(): void;
  /** Whether this drill's diagram pictures the session in lists (the chosen cover, else the first drill). */
  isCover: boolean;
  onUseAsCover(): void;
  /** Reordering by dragging the handle onto another drill. */
  onDragStart(): void;
  onDragOver(event: DragEvent): void;
  onDrop(event: DragEvent): void;
}

/** One drill of the session: its number, name and duration, reordering and actions, and its editor when open. */
export function BlockCard({
  drill,
  index,
  count,
  loadScale,
  isOpen,
  onToggle,
  storeOf,
  topics,
  onChange,
  onOpenFullEditor,
  onMove,
  onDuplicate,
  onRemove,
  isCover,
  onUseAsCover,
  onDragStart,
  onDragOver,
  onDrop,
}: BlockCardProps) {
  const { t, i18n } = useLingui();
  const createLibraryDrill = useCreateLibraryDrill();
  const number = index + 1;
  const name = drill.title || t`Drill ${number}`;
  const load = i18n.number(blockLoad(drill));

  const saveToLibrary = async () => {
    const { id: _id, ...content } = drill;
    try {
      await createLibraryDrill.mutateAsync({
        ...content,
        coachingPoints: content.coachingPoints.filter((point) => point.trim()),
        tags: topics.slice(0, 10),
      });
      const { title } = drill;
      toast({ title: t`Saved to your library`, description: t`“${title}” can now be added to any session.` });
    } catch (error) {
      showApiError(error, t`Could not save to the library`, { fallback: t`Please try again.` });
    }
  };

  return (
    <li
      aria-label={t`Drill ${number}: ${name}`}
      className={cn("rounded-2xl bg-white ring-1 ring-slate-200", isOpen && "ring-2 ring-brand-500")}
      onDragOver={onDragOver}
      onDrop={onDrop}
    >
      <div className="flex flex-wrap items-center gap-2 p-3">
        <span
          draggable
          onDragStart={(event) => {
            onDragStart();
            event.dataTransfer.effectAllowed = "move";
          }}
          title={t`Drag to reorder`}
          aria-hidden="true"
          className="cursor-grab select-none px-1 text-slate-400"
        >
          ⠿
        </span>
        <button
          type="button"
          aria-expanded={isOpen}
          onClick={onToggle}
          className="flex min-h-11 flex-1 items-center gap-3 text-left"
        >
          <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
            {number}
          </span>
          <span className="font-semibold">{name}</span>
          <span className="text-sm text-slate-600">{formatDuration(i18n, drill.durationMinutes)}</span>
        </button>
        {isCover ? (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
            <Trans context="cover picture">Cover</Trans>
          </span>
        ) : null}
        <span className="flex items-center gap-1.5 text-sm text-slate-600">
          <LoadBar load={blockLoad(drill)} scale={loadScale} />
          {t`Load ${load}`}
        </span>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t`Move ${name} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          ↑
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t`Move ${name} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          ↓
        </Button>
        <Button size="sm" variant="ghost" onClick={onDuplicate} aria-label={t`Duplicate ${name}`}>
          <Trans>Duplicate</Trans>
        </Button>
        <Button size="sm" variant="ghost" onClick={saveToLibrary}>
          <Trans>
            Save to library<span className="sr-only"> ({name})</span>
          </Trans>
        </Button>
        {/* A toggle whose name stays the same: pressed says which drill is the cover. */}
        <Button
          size="sm"
          variant="ghost"
          aria-pressed={isCover}
          onClick={onUseAsCover}
          className={cn(isCover && "bg-brand-50 text-brand-800")}
        >
          <Trans>
            Use as cover<span className="sr-only"> ({name})</span>
          </Trans>
        </Button>
        <Button size="sm" variant="ghost" onClick={onRemove} aria-label={t`Remove ${name}`}>
          <Trans>Remove</Trans>
        </Button>
      </div>
      {isOpen ? (
        <div className="border-t border-slate-200 p-3 sm:p-4">
          <DrillEditor drill={drill} storeOf={storeOf} onChange={onChange} onOpenFullEditor={onOpenFullEditor} />
        </div>
      ) : null}
    </li>
  );
}
