import { intlLocaleOf } from "@touchline/contracts";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { SyllabusTheme } from "@touchline/contracts";

/** "Week 3", "Weeks 1–4". */
export function weeksOf(i18n: I18n, { firstWeek, lastWeek }: Pick<SyllabusTheme, "firstWeek" | "lastWeek">): string {
  return firstWeek === lastWeek ? i18n._(msg`Week ${firstWeek}`) : i18n._(msg`Weeks ${firstWeek}–${lastWeek}`);
}

/**
 * "1 September 2026": the season's first day (a local date, "2026-09-01") in the reader's language; English
 * is written as in Britain, as the club's calendars write it.
 */
export function seasonDateLabel(i18n: I18n, date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(intlLocaleOf(i18n.locale), {
    dateStyle: "long",
    timeZone: "UTC",
  });
}
