import { useLingui } from "@lingui/react/macro";
import type { AvailabilityCounts, CalendarOccurrence } from "@touchline/contracts";
import type { HTMLAttributes } from "react";
import { cn } from "../../../lib/cn.ts";
import { availabilityLabel } from "../lib/availability-label.ts";
import { formatTimeRange } from "../../../lib/format-date.ts";

/** Trainings green, matches blue: both with text dark enough on their tint for AA contrast. */
const KIND_CLASSES = {
  training: "bg-brand-50 text-brand-900 ring-brand-200 hover:bg-brand-100",
  match: "bg-sky-50 text-sky-900 ring-sky-200 hover:bg-sky-100",
} as const;

/** An occurrence drawn in a day: its local start and title, a button that opens its details. */
export function OccurrenceChip({
  occurrence,
  availability,
  isDetailed = false,
  onOpen,
  dragProps,
}: {
  occurrence: CalendarOccurrence;
  /** How the squad answered; absent while the team has no squad. */
  availability?: AvailabilityCounts;
  /** The week view's card: the time range, place and session too. */
  isDetailed?: boolean;
  onOpen(occurrence: CalendarOccurrence): void;
  dragProps?: HTMLAttributes<HTMLElement> & Record<`data-${string}`, unknown>;
}) {
  const { t } = useLingui();
  const { time, title } = occurrence;
  const when = occurrence.isMoved ? t`${time} ${title} (moved)` : `${time} ${title}`;
  const answers = availability ? availabilityLabel(availability) : null;
  const name = answers ? t`${when}, ${answers}` : when;
  return (
    <button
      type="button"
      aria-label={name}
      title={name}
      onClick={() => onOpen(occurrence)}
      {...dragProps}
      className={cn(
        "flex w-full min-w-0 flex-col items-start rounded-md px-1.5 py-1 text-left text-xs ring-1 select-none",
        "pointer-coarse:min-h-11 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700",
        "data-dragging:opacity-50",
        KIND_CLASSES[occurrence.kind],
      )}
    >
      <span className="w-full truncate">
        <span className="font-semibold tabular-nums">{occurrence.time}</span>{" "}
        <span className={isDetailed ? "font-medium" : "hidden sm:inline"}>{occurrence.title}</span>
      </span>
      {isDetailed ? (
        <>
          <span className="text-[11px]">{formatTimeRange(occurrence.time, occurrence.durationMinutes)}</span>
          {occurrence.place ? <span className="w-full truncate text-[11px]">{occurrence.place}</span> : null}
          {occurrence.linkedSession ? (
            <span className="w-full truncate text-[11px] italic">{occurrence.linkedSession.title}</span>
          ) : null}
          {availability ? <span className="text-[11px] font-medium">{availabilityLabel(availability)}</span> : null}
        </>
      ) : null}
    </button>
  );
}
