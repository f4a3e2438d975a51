import { Trans, useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import type { LibraryDrill } from "@touchline/contracts";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { DiagramThumbnail } from "../../../editor/canvas/diagram-thumbnail.tsx";
import { useLibraryDrills } from "../api/use-library-drills.ts";
import { formatDuration } from "../../sessions/index.ts";

/** Picks a drill from the coach's library to insert into a session. */
export function LibraryPickerDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onPick(drill: LibraryDrill): void;
}) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState("");
  const drills = useLibraryDrills({ q: query || undefined });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-[10vh] z-50 flex max-h-[80vh] w-[min(94vw,40rem)] -translate-x-1/2 flex-col gap-3 rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">
            <Trans>Add a drill from your library</Trans>
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            <Trans>The drill is copied into this session; your library keeps its own version.</Trans>
          </Dialog.Description>
          <input
            aria-label={t`Search your drills`}
            placeholder={t`Search your drills…`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="h-11 rounded-lg border border-slate-300 px-3 focus:border-brand-600 focus:outline-none"
          />
          <div className="min-h-40 overflow-y-auto">
            {drills.isPending ? (
              <PageSpinner />
            ) : drills.data?.drills.length ? (
              <ul className="flex flex-col gap-2">
                {drills.data.drills.map((drill) => {
                  const drillTitle = drill.title;
                  return (
                    <li
                      key={drill.id}
                      className="flex items-center justify-between gap-3 rounded-lg p-3 ring-1 ring-slate-200"
                    >
                      <DiagramThumbnail diagram={drill.diagram} title={drill.title} className="w-24 shrink-0" />
                      <div className="min-w-0 flex-1">
                        <p className="font-medium">{drill.title}</p>
                        <p className="text-xs text-slate-500">
                          {formatDuration(i18n, drill.durationMinutes)} · {drill.tags.join(", ") || t`no tags`}
                        </p>
                      </div>
                      <Button size="sm" onClick={() => onPick(drill)} aria-label={t`Add ${drillTitle}`}>
                        <Trans>Add</Trans>
                      </Button>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="p-4 text-sm text-slate-600">
                {query ? (
                  <Trans>No drill in your library matches that search.</Trans>
                ) : (
                  <Trans>Your library is empty. Save a drill to it from any session, or create one in Library.</Trans>
                )}
              </p>
            )}
          </div>
          <Dialog.Close asChild>
            <Button variant="secondary" className="self-end">
              <Trans>Close</Trans>
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
