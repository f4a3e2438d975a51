import { useLingui } from "@lingui/react/macro";
import type { AvailabilityCounts, CalendarOccurrence, CalendarWeek } from "@touchline/contracts";
import { cn } from "../../../lib/cn.ts";
import type { useOccurrenceDrag } from "../hooks/use-occurrence-drag.ts";
import { byLocalDate, weekdayLabels } from "../lib/calendar-dates.ts";
import { OccurrenceChip } from "./occurrence-chip.tsx";
import { WeekTheme } from "./week-theme.tsx";
import { formatDayLong } from "../../../lib/format-date.ts";

/**
 * A month as week rows (Monday first), each headed by its season week and theme; every day lists its
 * occurrences by local start. Days outside the month are greyed. Each day is a labelled group, and a drop
 * target while an occurrence is dragged.
 */
export function MonthGrid({
  month,
  weeks,
  themes,
  occurrences,
  today,
  drag,
  onOpen,
  availabilityOf,
}: {
  /** "2027-03": the month shown. */
  month: string;
  weeks: string[][];
  themes: readonly CalendarWeek[];
  occurrences: readonly CalendarOccurrence[];
  today: string;
  drag: ReturnType<typeof useOccurrenceDrag>;
  onOpen(occurrence: CalendarOccurrence): void;
  /** How the squad answered for an occurrence, once known. */
  availabilityOf(occurrence: CalendarOccurrence): AvailabilityCounts | undefined;
}) {
  const { t, i18n } = useLingui();
  const byDate = byLocalDate(occurrences);
  return (
    <div className="flex flex-col gap-1">
      <div aria-hidden="true" className="grid grid-cols-7 gap-1 text-center text-xs font-semibold text-slate-600">
        {weekdayLabels(i18n.locale).map((day) => (
          <span key={day}>{day}</span>
        ))}
      </div>
      {weeks.map((days) => {
        const week = themes.find((candidate) => candidate.weekStartsOn === days[0]);
        const monday = formatDayLong(days[0]!, i18n.locale);
        return (
          <section key={days[0]} aria-label={t`Week of ${monday}`} className="flex flex-col gap-1">
            <WeekTheme week={week} />
            <div className="grid grid-cols-7 gap-1">
              {days.map((date) => {
                const isOtherMonth = !date.startsWith(month);
                return (
                  <div
                    key={date}
                    role="group"
                    aria-label={formatDayLong(date, i18n.locale)}
                    {...drag.dayProps(date)}
                    className={cn(
                      "flex min-h-24 min-w-0 flex-col gap-1 rounded-lg p-1 ring-1 ring-slate-200",
                      isOtherMonth ? "bg-slate-50" : "bg-white",
                      "data-drop-target:bg-brand-50 data-drop-target:ring-2 data-drop-target:ring-brand-600",
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        "self-end rounded-full px-1.5 text-xs tabular-nums",
                        date === today
                          ? "bg-brand-700 font-bold text-white"
                          : isOtherMonth
                            ? "text-slate-500"
                            : "text-slate-800",
                      )}
                    >
                      {Number(date.slice(8))}
                    </span>
                    {(byDate.get(date) ?? []).map((occurrence) => (
                      <OccurrenceChip
                        key={`${occurrence.eventId}-${occurrence.occurrenceStart}`}
                        occurrence={occurrence}
                        availability={availabilityOf(occurrence)}
                        onOpen={onOpen}
                        dragProps={drag.chipProps(occurrence)}
                      />
                    ))}
                  </div>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}
