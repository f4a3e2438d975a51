import { Trans, useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import type { CalendarOccurrence, CalendarWeek } from "@touchline/contracts";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { registerPath, RegisterSummary } from "../../attendance/index.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { type TeamRef, useChangeOccurrence, useDeleteEvent } from "../api/use-club-calendar.ts";
import { EVENT_KIND_NAMES } from "../lib/event-kind-names.ts";
import { OccurrenceAvailability } from "./occurrence-availability.tsx";
import { formatDayLong, formatTimeRange } from "../../../lib/format-date.ts";

/**
 * One occurrence: what, when, where, with which session and under which week theme, and its register (every
 * member takes it); for those who may change the calendar, the event's edit, its deletion, cancelling this
 * occurrence alone, and "Move to…", the keyboard's way of doing what dragging does.
 */
export function OccurrenceDetails({
  team,
  occurrence,
  week,
  canEdit,
  onClose,
  onEdit,
}: {
  team: TeamRef;
  occurrence: CalendarOccurrence | null;
  week: CalendarWeek | undefined;
  canEdit: boolean;
  onClose(): void;
  onEdit(occurrence: CalendarOccurrence): void;
}) {
  const { t, i18n } = useLingui();
  const [moveDate, setMoveDate] = useState("");
  const [moveTime, setMoveTime] = useState("");
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const change = useChangeOccurrence(team);
  const remove = useDeleteEvent(team);
  useEffect(() => {
    setMoveDate(occurrence?.date ?? "");
    setMoveTime(occurrence?.time ?? "");
    setIsConfirmingDelete(false);
  }, [occurrence]);
  if (!occurrence) return null;

  const { title } = occurrence;
  const date = formatDayLong(occurrence.date, i18n.locale);
  const seasonWeek = week?.seasonWeek;
  const repeatsUntil = occurrence.series.repeatsWeeklyUntil;
  const lastDate = repeatsUntil ? formatDayLong(repeatsUntil, i18n.locale) : null;
  const registerTarget = { ...team, eventId: occurrence.eventId, occurrenceStart: occurrence.occurrenceStart };
  const session = occurrence.linkedSession;
  const sessionPath = !session
    ? null
    : session.kind === "own"
      ? `/sessions/${session.id}`
      : `/clubs/${team.clubId}/library/${session.id}`;

  const move = () =>
    change.mutate(
      {
        eventId: occurrence.eventId,
        occurrenceStart: occurrence.occurrenceStart,
        change: { movedTo: { date: moveDate, time: moveTime } },
      },
      {
        onSuccess: () => {
          const newDate = formatDayLong(moveDate, i18n.locale);
          toast({ title: t`Moved`, description: t`${title}: ${newDate}, ${moveTime}` });
          onClose();
        },
        onError: (error) => showApiError(error, t`Could not move it`),
      },
    );
  const cancelOccurrence = () =>
    change.mutate(
      { eventId: occurrence.eventId, occurrenceStart: occurrence.occurrenceStart, change: { isCancelled: true } },
      {
        onSuccess: () => {
          toast({ title: t`Cancelled`, description: t`${title}, ${date}` });
          onClose();
        },
        onError: (error) => showApiError(error, t`Could not cancel it`),
      },
    );
  const deleteEvent = () =>
    remove.mutate(occurrence.eventId, {
      onSuccess: () => {
        toast({
          title: occurrence.isRecurring ? t`Weekly event deleted` : t`Event deleted`,
          description: occurrence.title,
        });
        onClose();
      },
      onError: (error) => showApiError(error, t`Could not delete it`),
    });

  const isBusy = change.isPending || remove.isPending;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[92dvh] w-[min(94vw,32rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <div>
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {t(EVENT_KIND_NAMES[occurrence.kind])}
              {occurrence.isRecurring ? t` · weekly` : ""}
              {occurrence.isMoved ? t` · moved` : ""}
            </p>
            <Dialog.Title className="text-lg font-semibold">{occurrence.title}</Dialog.Title>
            <Dialog.Description className="text-sm text-slate-700">
              {date}, {formatTimeRange(occurrence.time, occurrence.durationMinutes)}
            </Dialog.Description>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {occurrence.place ? (
              <>
                <dt className="font-medium text-slate-600">
                  <Trans>Place</Trans>
                </dt>
                <dd>{occurrence.place}</dd>
              </>
            ) : null}
            <dt className="font-medium text-slate-600">
              <Trans>Session</Trans>
            </dt>
            <dd>
              {session && sessionPath ? (
                <Link to={sessionPath} className="text-brand-700 underline-offset-4 hover:underline">
                  {session.title}
                  {session.kind === "club" ? t` (club library)` : ""}
                </Link>
              ) : (
                <Trans>None yet</Trans>
              )}
            </dd>
            {week?.theme ? (
              <>
                <dt className="font-medium text-slate-600">
                  <Trans>Week {seasonWeek}</Trans>
                </dt>
                <dd>{week.theme.title}</dd>
              </>
            ) : null}
            {occurrence.isRecurring && lastDate ? (
              <>
                <dt className="font-medium text-slate-600">
                  <Trans>Repeats</Trans>
                </dt>
                <dd>
                  <Trans>Weekly until {lastDate}</Trans>
                </dd>
              </>
            ) : null}
          </dl>
          {occurrence.notes ? <p className="text-sm whitespace-pre-line text-slate-800">{occurrence.notes}</p> : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <RegisterSummary target={registerTarget} />
            <Link to={registerPath(registerTarget)} className={buttonClasses({ variant: "secondary" })}>
              <Trans>Take the register</Trans>
            </Link>
          </div>
          <OccurrenceAvailability team={team} occurrence={occurrence} canEdit={canEdit} />

          {canEdit ? (
            <>
              <form
                className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  move();
                }}
              >
                <p className="text-sm font-medium text-slate-800">
                  {occurrence.isRecurring ? (
                    <Trans>Move this occurrence to…</Trans>
                  ) : (
                    <Trans>Move this event to…</Trans>
                  )}
                </p>
                <div className="grid grid-cols-2 gap-3">
                  <TextField
                    label={t`New date`}
                    type="date"
                    value={moveDate}
                    onChange={(event) => setMoveDate(event.target.value)}
                  />
                  <TextField
                    label={t`New start`}
                    type="time"
                    value={moveTime}
                    onChange={(event) => setMoveTime(event.target.value)}
                  />
                </div>
                <Button
                  type="submit"
                  variant="secondary"
                  disabled={
                    isBusy || !moveDate || !moveTime || (moveDate === occurrence.date && moveTime === occurrence.time)
                  }
                >
                  <Trans>Move</Trans>
                </Button>
              </form>
              {isConfirmingDelete ? (
                <div role="alert" className="flex flex-col gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
                  <p>
                    {occurrence.isRecurring ? (
                      <Trans>
                        Delete every occurrence of this weekly event? To drop only this one, cancel it instead.
                      </Trans>
                    ) : (
                      <Trans>Delete this event?</Trans>
                    )}
                  </p>
                  <div className="flex flex-wrap justify-end gap-2">
                    <Button variant="secondary" onClick={() => setIsConfirmingDelete(false)}>
                      <Trans>Keep it</Trans>
                    </Button>
                    <Button variant="danger" disabled={isBusy} onClick={deleteEvent}>
                      {occurrence.isRecurring ? <Trans>Delete the series</Trans> : <Trans>Delete the event</Trans>}
                    </Button>
                  </div>
                </div>
              ) : (
                <div className="flex flex-wrap justify-end gap-2">
                  {occurrence.isRecurring ? (
                    <Button variant="secondary" disabled={isBusy} onClick={cancelOccurrence}>
                      <Trans>Cancel this occurrence</Trans>
                    </Button>
                  ) : null}
                  <Button variant="secondary" onClick={() => setIsConfirmingDelete(true)}>
                    {occurrence.isRecurring ? <Trans>Delete series…</Trans> : <Trans>Delete…</Trans>}
                  </Button>
                  <Button onClick={() => onEdit(occurrence)}>
                    {occurrence.isRecurring ? <Trans>Edit series</Trans> : <Trans>Edit</Trans>}
                  </Button>
                </div>
              )}
            </>
          ) : null}
          <Dialog.Close asChild>
            <Button variant="ghost" className="self-end">
              <Trans>Close</Trans>
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
