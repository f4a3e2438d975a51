import { Trans, useLingui } from "@lingui/react/macro";
import type { CalendarOccurrence } from "@touchline/contracts";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { cn } from "../../../lib/cn.ts";
import { useSetPageLabel } from "../../../lib/page-label.ts";
import { TeamLinkPanel } from "../../team-link/index.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import {
  type TeamRef,
  useChangeOccurrence,
  useTeamCalendar,
  useTeamLoad,
  useWindowAvailability,
} from "../api/use-club-calendar.ts";
import { occurrenceKey } from "../lib/availability-label.ts";
import { useOccurrenceDrag } from "../hooks/use-occurrence-drag.ts";
import {
  addDays,
  addMonths,
  dayMonthLabel,
  deviceToday,
  mondayOf,
  monthLabel,
  monthWeeksOf,
  weekOf,
} from "../lib/calendar-dates.ts";
import { EventDialog } from "./event-dialog.tsx";
import { FeedPanel } from "./feed-panel.tsx";
import { MonthGrid } from "./month-grid.tsx";
import { OccurrenceDetails } from "./occurrence-details.tsx";
import { TeamLoadChart } from "./team-load-chart.tsx";
import { WeekView } from "./week-view.tsx";
import { formatDayLong } from "../../../lib/format-date.ts";

type View = "month" | "week";
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The view and the day it shows live in the address, so Back, a bookmark and a shared link keep them. */
function useCalendarPlace(today: string) {
  const [params, setParams] = useSearchParams();
  const view: View = params.get("view") === "week" ? "week" : "month";
  const asked = params.get("date") ?? "";
  const date = LOCAL_DATE.test(asked) ? asked : today;
  const go = (next: { view?: View; date?: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("view", next.view ?? view);
        updated.set("date", next.date ?? date);
        return updated;
      },
      { replace: true },
    );
  return { view, date, go };
}

/**
 * A team's season calendar: month and week views of its trainings and matches in the club's local times,
 * the week's syllabus theme on every week, adding and changing events, moving one occurrence by dragging
 * it (or from its details), the weekly load from the calendar, and the team's calendar feed.
 */
export function TeamCalendar({ clubId, teamId, notFound }: TeamRef & { notFound: ReactNode }) {
  const { t, i18n } = useLingui();
  const team = { clubId, teamId };
  const today = deviceToday();
  const { view, date, go } = useCalendarPlace(today);
  const weeks = view === "month" ? monthWeeksOf(date) : [weekOf(date)];
  const from = weeks[0]![0]!;
  const to = weeks.at(-1)![6]!;
  const calendar = useTeamCalendar(team, from, to);
  const availability = useWindowAvailability(team, from, to);
  const focusMonday = mondayOf(date);
  const load = useTeamLoad(team, addDays(focusMonday, -28), addDays(focusMonday, 34));
  const change = useChangeOccurrence(team);

  const [selected, setSelected] = useState<CalendarOccurrence | null>(null);
  const [dialog, setDialog] = useState<{ editing: CalendarOccurrence | null } | null>(null);
  const canEdit = calendar.data?.canEdit ?? false;
  // The breadcrumb names the team ("… / Teams / U12 Blues"), not "Details".
  useSetPageLabel(calendar.data?.team.name ?? t`Team`);
  const drag = useOccurrenceDrag(canEdit && !change.isPending, (occurrence, day) =>
    change.mutate(
      {
        eventId: occurrence.eventId,
        occurrenceStart: occurrence.occurrenceStart,
        change: { movedTo: { date: day, time: occurrence.time } },
      },
      {
        onSuccess: () => {
          const { title, time } = occurrence;
          const date = formatDayLong(day, i18n.locale);
          toast({ title: t`Moved`, description: t`${title}: ${date}, ${time}` });
        },
        onError: (error) => showApiError(error, t`Could not move it`),
      },
    ),
  );

  if (calendar.isPending) return <PageSpinner label={t`Loading the calendar…`} />;
  if (calendar.isError) {
    if (calendar.error instanceof ApiError && calendar.error.status === 404) return <>{notFound}</>;
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {calendar.error.message}
      </p>
    );
  }
  const { occurrences, weeks: themedWeeks, team: teamInfo } = calendar.data;
  // Counts only once the team has a squad: "0 available · 0 not · 0 no answer" would say nothing.
  const answered = new Map(
    availability.data && availability.data.squadSize > 0
      ? availability.data.occurrences.map((counts) => [occurrenceKey(counts), counts])
      : [],
  );
  const availabilityOf = (occurrence: CalendarOccurrence) => answered.get(occurrenceKey(occurrence));
  const step = (direction: -1 | 1) =>
    go({ date: view === "month" ? addMonths(date, direction) : addDays(date, 7 * direction) });
  const firstDay = dayMonthLabel(from, i18n.locale);
  const lastDay = dayMonthLabel(to, i18n.locale);
  const year = to.slice(0, 4);
  const period = view === "month" ? monthLabel(date, i18n.locale) : t`${firstDay} – ${lastDay} ${year}`;
  const teamName = teamInfo.name;
  const timeZone = calendar.data.timeZone;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">
            <Trans>{teamName} calendar</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Times are the club&rsquo;s local times ({timeZone}).</Trans>
          </p>
        </div>
        {canEdit ? (
          <Button onClick={() => setDialog({ editing: null })}>
            <Trans>Add event</Trans>
          </Button>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          className="flex gap-2"
          role="group"
          aria-label={t({ message: "View", context: "calendar view: month or week" })}
        >
          {(["month", "week"] as const).map((option) => (
            <Button
              key={option}
              variant={view === option ? "primary" : "secondary"}
              aria-pressed={view === option}
              onClick={() => go({ view: option })}
            >
              {option === "month" ? (
                <Trans context="calendar view">Month</Trans>
              ) : (
                <Trans context="calendar view">Week</Trans>
              )}
            </Button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <Button variant="secondary" onClick={() => step(-1)}>
            <Trans context="calendar navigation">Previous</Trans>
          </Button>
          <Button variant="secondary" onClick={() => go({ date: today })}>
            <Trans>Today</Trans>
          </Button>
          <Button variant="secondary" onClick={() => step(1)}>
            <Trans context="calendar navigation">Next</Trans>
          </Button>
        </div>
      </div>
      <h3 aria-live="polite" className={cn("text-lg font-semibold", calendar.isPlaceholderData && "opacity-60")}>
        {period}
      </h3>

      <div className={cn(calendar.isPlaceholderData && "opacity-60")}>
        {view === "month" ? (
          <MonthGrid
            month={date.slice(0, 7)}
            weeks={weeks}
            themes={themedWeeks}
            occurrences={occurrences}
            today={today}
            drag={drag}
            onOpen={setSelected}
            availabilityOf={availabilityOf}
          />
        ) : (
          <WeekView
            days={weeks[0]!}
            week={themedWeeks.find((week) => week.weekStartsOn === from)}
            occurrences={occurrences}
            today={today}
            drag={drag}
            onOpen={setSelected}
            availabilityOf={availabilityOf}
          />
        )}
      </div>
      {canEdit ? (
        <p className="text-xs text-slate-600">
          <Trans>
            Drag an event to another day to move that occurrence, or open it and use &ldquo;Move to…&rdquo;.
          </Trans>
        </p>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-2">
        {load.data ? <TeamLoadChart weeks={load.data.weeks} /> : null}
        {canEdit ? <FeedPanel team={team} teamName={teamInfo.name} /> : null}
        <TeamLinkPanel team={team} canManage={canEdit} />
      </div>

      <OccurrenceDetails
        team={team}
        occurrence={selected}
        week={selected ? themedWeeks.find((week) => week.weekStartsOn === mondayOf(selected.date)) : undefined}
        canEdit={canEdit}
        onClose={() => setSelected(null)}
        onEdit={(occurrence) => {
          setSelected(null);
          setDialog({ editing: occurrence });
        }}
      />
      <EventDialog
        team={team}
        open={dialog !== null}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
        editing={dialog?.editing ?? null}
        initialDate={date}
      />
    </div>
  );
}
