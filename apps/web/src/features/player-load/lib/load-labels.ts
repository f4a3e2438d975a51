import { msg } from "@lingui/core/macro";
import { intlLocaleOf, LOAD_RATIO_FLAG, seasonStartFor } from "@touchline/contracts";

/** Today on this device's calendar ("2026-11-24"). */
export function deviceToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The weeks the Load page shows: the season so far (the club's season start, or the last twelve months). */
export function seasonWindow(seasonStartsOn: string | null, today: string): { from: string; to: string } {
  return { from: seasonStartFor(seasonStartsOn, today), to: today };
}

/** Dates in the reader's language (`locale`, Lingui's active one); English as in Britain, day before month. */
const format = (date: string, options: Intl.DateTimeFormatOptions, locale: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(intlLocaleOf(locale), { ...options, timeZone: "UTC" });

/** "6 Oct", as the load charts label a week. */
export const dayMonthLabel = (date: string, locale: string) => format(date, { day: "numeric", month: "short" }, locale);

/** "6 Oct 2025". */
export const longDayLabel = (date: string, locale: string) =>
  format(date, { day: "numeric", month: "short", year: "numeric" }, locale);

/** What the ratio is, for a title on screen: the name alone ("Load ratio (7 d : 28 d)") is short. */
export const LOAD_RATIO_TITLE = msg`The load of the last 7 days divided by the average weekly load of the last 28 days. Above ${LOAD_RATIO_FLAG} the last week was much harder than usual.`;
