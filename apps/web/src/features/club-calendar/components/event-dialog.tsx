import { zodResolver } from "../../../lib/i18n/zod-resolver.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import {
  CALENDAR_EVENT_KINDS,
  type CalendarEventInput,
  CalendarEventInputSchema,
  type CalendarEventLink,
  type CalendarEventValues,
  type CalendarOccurrence,
  MAX_BRING_LENGTH,
  MAX_EVENT_MINUTES,
  MIN_EVENT_MINUTES,
  oneYearAfter,
} from "@touchline/contracts";
import { useEffect, useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { type TeamRef, useCreateEvent, useSessionChoices, useUpdateEvent } from "../api/use-club-calendar.ts";
import { addDays } from "../lib/calendar-dates.ts";
import { EVENT_KIND_NAMES } from "../lib/event-kind-names.ts";

/** The fields a refusal of the server may name, shown beside their inputs. */
const FORM_FIELDS = [
  "kind",
  "title",
  "date",
  "startTime",
  "durationMinutes",
  "place",
  "bring",
  "notes",
  "repeatsWeeklyUntil",
  "link",
] as const;

/** A weekly training's default end when "Repeats weekly" is ticked: eight more weeks. */
const DEFAULT_REPEAT_WEEKS = 8;

function linkValue(link: CalendarEventLink | null | undefined): string {
  if (!link) return "";
  return "sessionId" in link ? `own:${link.sessionId}` : `club:${link.clubItemId}`;
}
function linkOf(value: string): CalendarEventLink | null {
  if (value.startsWith("own:")) return { sessionId: value.slice(4) };
  if (value.startsWith("club:")) return { clubItemId: value.slice(5) };
  return null;
}

/** The form's values for `occurrence`'s event, or a new training's (titled `newTitle`) on `date`. */
function valuesOf(occurrence: CalendarOccurrence | null, date: string, newTitle: string): CalendarEventInput {
  if (!occurrence) {
    return {
      kind: "training",
      title: newTitle,
      date,
      startTime: "18:00",
      durationMinutes: 90,
      place: "",
      bring: "",
      notes: "",
      repeatsWeeklyUntil: null,
      link: null,
    };
  }
  const session = occurrence.linkedSession;
  return {
    kind: occurrence.kind,
    title: occurrence.title,
    date: occurrence.series.date,
    startTime: occurrence.series.startTime,
    durationMinutes: occurrence.durationMinutes,
    place: occurrence.place,
    bring: occurrence.bring,
    notes: occurrence.notes,
    repeatsWeeklyUntil: occurrence.series.repeatsWeeklyUntil,
    link: !session ? null : session.kind === "own" ? { sessionId: session.id } : { clubItemId: session.id },
  };
}

/** The session picker: the coach's own sessions and the club library's, or none. */
function SessionPicker({
  clubId,
  value,
  onChange,
  current,
  error,
}: {
  clubId: string;
  value: string;
  onChange(value: string): void;
  /** The event's session as it is, which may be another coach's and so missing from the lists. */
  current: CalendarOccurrence["linkedSession"] | null;
  error?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const { own, club } = useSessionChoices(clubId, true);
  const ownSessions = own.data?.sessions ?? [];
  const clubSessions = club.data?.items ?? [];
  const currentValue = current ? `${current.kind}:${current.id}` : "";
  const isListed =
    !current ||
    (current.kind === "own"
      ? ownSessions.some((session) => session.id === current.id)
      : clubSessions.some((item) => item.id === current.id));
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        <Trans>Session</Trans>
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      >
        <option value="">{t`No session yet`}</option>
        {current && !isListed ? <option value={currentValue}>{current.title}</option> : null}
        <optgroup label={t`My sessions`}>
          {ownSessions.map((session) => (
            <option key={session.id} value={`own:${session.id}`}>
              {session.title}
            </option>
          ))}
        </optgroup>
        <optgroup label={t`Club library`}>
          {clubSessions.map((item) => (
            <option key={item.id} value={`club:${item.id}`}>
              {item.title}
            </option>
          ))}
        </optgroup>
      </select>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {own.isPending || club.isPending ? (
            <Trans>Loading your sessions and the club&apos;s…</Trans>
          ) : (
            <Trans>
              One of your own sessions, or a session of the club library. Its load counts in the weekly load.
            </Trans>
          )}
        </p>
      )}
    </div>
  );
}

/**
 * Adds an event to the team's calendar, or changes a whole event (every occurrence of a series), with the
 * shared contract's schema checking the form before it is sent and the server's field messages shown
 * beside the inputs.
 */
export function EventDialog({
  team,
  open,
  onOpenChange,
  editing,
  initialDate,
}: {
  team: TeamRef;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The occurrence whose event is changed; null to add one. */
  editing: CalendarOccurrence | null;
  /** The day a new event starts on. */
  initialDate: string;
}) {
  const { t } = useLingui();
  const newTitle = t(EVENT_KIND_NAMES.training);
  const create = useCreateEvent(team);
  const update = useUpdateEvent(team);
  const form = useForm<CalendarEventInput, unknown, CalendarEventValues>({
    defaultValues: valuesOf(editing, initialDate, newTitle),
    resolver: zodResolver(CalendarEventInputSchema),
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (open) form.reset(valuesOf(editing, initialDate, newTitle));
    // The title is the new event's default only when the dialog opens; a language switched meanwhile waits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, editing, initialDate, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (editing) {
        await update.mutateAsync({ eventId: editing.eventId, changes: values });
        toast({ title: t`Event changed`, description: values.title });
      } else {
        await create.mutateAsync(values);
        toast({ title: t`Event added`, description: values.title });
      }
      onOpenChange(false);
    } catch (error) {
      showApiError(error, editing ? t`Could not change the event` : t`Could not add the event`, {
        setError: form.setError,
        fields: FORM_FIELDS,
      });
    }
  });

  const date = form.watch("date");
  const isSeries = editing?.isRecurring ?? false;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[92dvh] w-[min(94vw,36rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">
            {editing ? <Trans>Change event</Trans> : <Trans>Add event</Trans>}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            {editing && isSeries ? (
              <Trans>Changes every occurrence of this weekly event. Times are the club&apos;s local times.</Trans>
            ) : (
              <Trans>Times are the club&apos;s local times.</Trans>
            )}
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <fieldset className="flex flex-col gap-1.5">
              <legend className="text-sm font-medium text-slate-800">
                <Trans context="calendar event kind: training or match">Kind</Trans>
              </legend>
              <div className="flex gap-2">
                {CALENDAR_EVENT_KINDS.map((kind) => (
                  <label
                    key={kind}
                    className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-lg px-3 ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:ring-brand-600"
                  >
                    <input type="radio" value={kind} className="size-5 accent-brand-600" {...form.register("kind")} />
                    {t(EVENT_KIND_NAMES[kind])}
                  </label>
                ))}
              </div>
            </fieldset>
            <TextField label={t`Title`} autoComplete="off" error={errors.title?.message} {...form.register("title")} />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                label={isSeries ? t`First day` : t`Date`}
                type="date"
                error={errors.date?.message}
                {...form.register("date")}
              />
              <TextField
                label={t({ message: "Start", context: "start time" })}
                type="time"
                error={errors.startTime?.message}
                {...form.register("startTime")}
              />
              <TextField
                label={t`Duration (minutes)`}
                type="number"
                inputMode="numeric"
                min={MIN_EVENT_MINUTES}
                max={MAX_EVENT_MINUTES}
                step={5}
                error={errors.durationMinutes?.message}
                {...form.register("durationMinutes", { valueAsNumber: true })}
              />
            </div>
            <Controller
              control={form.control}
              name="repeatsWeeklyUntil"
              render={({ field }) => (
                <div className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3">
                  <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-600"
                      checked={field.value !== null && field.value !== undefined}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked ? addDays(date || initialDate, 7 * DEFAULT_REPEAT_WEEKS) : null,
                        )
                      }
                    />
                    <Trans>Repeats weekly</Trans>
                  </label>
                  {field.value ? (
                    <TextField
                      label={t`Until (last day)`}
                      type="date"
                      min={date}
                      max={date ? oneYearAfter(date) : undefined}
                      value={field.value}
                      onChange={(event) => field.onChange(event.target.value)}
                      onBlur={field.onBlur}
                      error={errors.repeatsWeeklyUntil?.message}
                      hint={t`Every week on the same weekday and time, for at most a year.`}
                    />
                  ) : null}
                </div>
              )}
            />
            <Controller
              control={form.control}
              name="link"
              render={({ field }) => (
                <SessionPicker
                  clubId={team.clubId}
                  value={linkValue(field.value)}
                  onChange={(value) => field.onChange(linkOf(value))}
                  current={editing?.linkedSession ?? null}
                  error={errors.link?.message}
                />
              )}
            />
            <TextField label={t`Place`} autoComplete="off" error={errors.place?.message} {...form.register("place")} />
            <TextField
              label={t`What to bring`}
              autoComplete="off"
              maxLength={MAX_BRING_LENGTH}
              placeholder={t`e.g. shin pads and a white shirt`}
              error={errors.bring?.message}
              {...form.register("bring")}
            />
            <TextareaField label={t`Notes`} rows={3} error={errors.notes?.message} {...form.register("notes")} />
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {editing ? <Trans>Save changes</Trans> : <Trans>Add event</Trans>}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
