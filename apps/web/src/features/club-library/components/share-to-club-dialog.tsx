import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { CLUB_LIBRARY_KINDS, type ClubLibraryKind } from "@touchline/contracts";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useShareableWork, useShareToClub } from "../api/use-club-library.ts";
import { KIND_NAMES } from "../lib/club-library-labels.ts";

const NOTHING_YET: Record<ClubLibraryKind, MessageDescriptor> = {
  session: msg`You have no sessions yet.`,
  drill: msg`Your drill library is empty.`,
  "tactical-drill": msg`You have no tactical drills yet.`,
};
/** The list's name for screen readers: what the coach picks from. */
const CHOOSE_ONE: Record<ClubLibraryKind, MessageDescriptor> = {
  session: msg`Choose a session`,
  drill: msg`Choose a drill`,
  "tactical-drill": msg`Choose a tactical drill`,
};

/**
 * Picks one of the coach's own sessions, drills or tactical drills and shares it into the club. The club
 * gets a copy that credits the coach; the coach's own stays theirs, and later changes to it do not reach
 * the club's copy.
 */
export function ShareToClubDialog({
  clubId,
  clubName,
  open,
  onOpenChange,
}: {
  clubId: string;
  clubName: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useLingui();
  const [kind, setKind] = useState<ClubLibraryKind>("session");
  const [filter, setFilter] = useState("");
  const [chosenId, setChosenId] = useState<string | null>(null);
  const work = useShareableWork(open);
  const share = useShareToClub(clubId);
  const list = { session: work.sessions, drill: work.drills, "tactical-drill": work.boards }[kind];
  const entries: { id: string; title: string }[] = !list.data
    ? []
    : "sessions" in list.data
      ? list.data.sessions
      : list.data.drills;
  const words = filter.trim().toLowerCase();
  const shown = words ? entries.filter((entry) => entry.title.toLowerCase().includes(words)) : entries;

  const submit = () => {
    if (!chosenId) return;
    const title = entries.find((entry) => entry.id === chosenId)?.title ?? "";
    share.mutate(
      { kind, sourceId: chosenId },
      {
        onSuccess: () => {
          toast({ title: t`Shared with ${clubName}`, description: title });
          setChosenId(null);
          onOpenChange(false);
        },
        onError: (error) => showApiError(error, t`Could not share`),
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[90dvh] w-[min(94vw,32rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">
            <Trans>Share with {clubName}</Trans>
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            <Trans>The club gets its own copy, credited to you. Your original stays yours.</Trans>
          </Dialog.Description>
          <form
            className="mt-4 flex min-h-0 flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <SelectField
              label={t`What to share`}
              value={kind}
              options={CLUB_LIBRARY_KINDS.map((value) => ({ value, label: t(KIND_NAMES[value]) }))}
              onChange={(value) => {
                setKind(value as ClubLibraryKind);
                setChosenId(null);
              }}
            />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="share-filter" className="text-sm font-medium text-slate-800">
                <Trans>Find by title</Trans>
              </label>
              <input
                id="share-filter"
                type="search"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                className="h-11 rounded-lg border border-slate-300 px-3 focus:border-brand-600 focus:outline-none"
              />
            </div>
            <fieldset className="min-h-0 overflow-y-auto rounded-lg ring-1 ring-slate-200">
              <legend className="sr-only">{t(CHOOSE_ONE[kind])}</legend>
              {list.isPending ? (
                <div className="flex justify-center p-6">
                  <Spinner />
                </div>
              ) : list.isError ? (
                <p role="alert" className="p-4 text-sm text-red-700">
                  {list.error.message}
                </p>
              ) : shown.length === 0 ? (
                <p className="p-4 text-sm text-slate-600">
                  {entries.length === 0 ? t(NOTHING_YET[kind]) : <Trans>Nothing matches.</Trans>}
                </p>
              ) : (
                <ul className="max-h-72 divide-y divide-slate-100">
                  {shown.map((entry) => (
                    <li key={entry.id}>
                      <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50">
                        <input
                          type="radio"
                          name="share-source"
                          className="size-5 accent-brand-600"
                          checked={chosenId === entry.id}
                          onChange={() => setChosenId(entry.id)}
                        />
                        <span className="text-sm">{entry.title}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={!chosenId || share.isPending}>
                <Trans>Share with club</Trans>
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
