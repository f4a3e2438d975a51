import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Phase, SyllabusTheme } from "@touchline/contracts";
import { dateLocaleOf } from "../../../lib/format-date.ts";

/** The phases of play in the reader's language (the contracts' PHASE_LABELS are English). */
export const PHASE_NAMES: Record<Phase, MessageDescriptor> = {
  attacking: msg({ message: "Attacking", context: "phase of play" }),
  defending: msg({ message: "Defending", context: "phase of play" }),
  "transition-to-attack": msg`Transition to attack`,
  "transition-to-defence": msg`Transition to defence`,
  "set-pieces": msg`Set pieces`,
};

/** "Week 3", "Weeks 1–4". */
export function weeksOf(i18n: I18n, { firstWeek, lastWeek }: Pick<SyllabusTheme, "firstWeek" | "lastWeek">): string {
  return firstWeek === lastWeek ? i18n._(msg`Week ${firstWeek}`) : i18n._(msg`Weeks ${firstWeek}–${lastWeek}`);
}

/**
 * "1 September 2026": the season's first day (a local date, "2026-09-01") in the reader's language; English
 * is written as in Britain, as the club's calendars write it.
 */
export function seasonDateLabel(i18n: I18n, date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(dateLocaleOf(i18n.locale), {
    dateStyle: "long",
    timeZone: "UTC",
  });
}
