import { Trans, useLingui } from "@lingui/react/macro";
import type { AvailabilityCounts, CalendarOccurrence, CalendarWeek } from "@touchline/contracts";
import { cn } from "../../../lib/cn.ts";
import type { useOccurrenceDrag } from "../hooks/use-occurrence-drag.ts";
import { byLocalDate } from "../lib/calendar-dates.ts";
import { OccurrenceChip } from "./occurrence-chip.tsx";
import { WeekTheme } from "./week-theme.tsx";
import { formatDayLong, formatDayShort } from "../../../lib/format-date.ts";

/**
 * A week, headed by its season week and theme: seven columns on wide screens, a list of days on phones
 * (no sideways scrolling), each day's occurrences by local start with their times, place and session.
 */
export function WeekView({
  days,
  week,
  occurrences,
  today,
  drag,
  onOpen,
  availabilityOf,
}: {
  days: string[];
  week: CalendarWeek | undefined;
  occurrences: readonly CalendarOccurrence[];
  today: string;
  drag: ReturnType<typeof useOccurrenceDrag>;
  onOpen(occurrence: CalendarOccurrence): void;
  /** How the squad answered for an occurrence, once known. */
  availabilityOf(occurrence: CalendarOccurrence): AvailabilityCounts | undefined;
}) {
  const { i18n } = useLingui();
  const byDate = byLocalDate(occurrences);
  return (
    <div className="flex flex-col gap-2">
      <WeekTheme week={week} />
      <div className="flex flex-col gap-2 md:grid md:grid-cols-7 md:gap-1">
        {days.map((date) => {
          const dayOccurrences = byDate.get(date) ?? [];
          return (
            <div
              key={date}
              role="group"
              aria-label={formatDayLong(date, i18n.locale)}
              {...drag.dayProps(date)}
              className={cn(
                "flex min-w-0 flex-col gap-1.5 rounded-lg bg-white p-2 ring-1 ring-slate-200 md:min-h-48",
                "data-drop-target:bg-brand-50 data-drop-target:ring-2 data-drop-target:ring-brand-600",
              )}
            >
              <h3
                className={cn(
                  "text-sm font-semibold",
                  date === today ? "text-brand-800 underline decoration-2 underline-offset-4" : "text-slate-800",
                )}
              >
                {formatDayShort(date, i18n.locale)}
              </h3>
              {dayOccurrences.length === 0 ? (
                <p className="text-xs text-slate-600 md:sr-only">
                  <Trans>Nothing planned</Trans>
                </p>
              ) : (
                dayOccurrences.map((occurrence) => (
                  <OccurrenceChip
                    key={`${occurrence.eventId}-${occurrence.occurrenceStart}`}
                    occurrence={occurrence}
                    availability={availabilityOf(occurrence)}
                    isDetailed
                    onOpen={onOpen}
                    dragProps={drag.chipProps(occurrence)}
                  />
                ))
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
