import { intlLocaleOf, isoWeekOf } from "@touchline/contracts";

/*
 * Calendar arithmetic on local dates ("2027-03-09"), as the API gives them: already in the club's time
 * zone, so the screen never converts a time. Days are counted at UTC midnight, which no daylight-saving
 * change moves.
 */

const DAY_MS = 86_400_000;
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export const mondayOf = (date: string) => isoWeekOf(date).monday;

/** The seven dates of the week (Monday first) holding `date`. */
export function weekOf(date: string): string[] {
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, day) => addDays(monday, day));
}

/** The weeks (Monday to Sunday) of the month holding `date`, from the week of its 1st to that of its last day. */
export function monthWeeksOf(date: string): string[][] {
  const first = `${date.slice(0, 7)}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const weeks: string[][] = [];
  for (let monday = mondayOf(first); monday <= last; monday = addDays(monday, 7)) weeks.push(weekOf(monday));
  return weeks;
}

/** The same day of another month, or that month's last day when it is shorter. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number);
  const target = new Date(Date.UTC(year!, month! - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day!, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Today on this device's calendar: where "Today" takes the calendar. */
export function deviceToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/*
 * Dates are written in the reader's language (`locale`, the active one of Lingui), as lib/format-date.ts
 * says, which also writes a day with its weekday ("Tuesday 9 March 2027") and a time range.
 */
const format = (date: string, options: Intl.DateTimeFormatOptions, locale: string) =>
  atNoon(date).toLocaleDateString(intlLocaleOf(locale), { ...options, timeZone: "UTC" });

/** "March 2027" */
export const monthLabel = (date: string, locale: string) => format(date, { month: "long", year: "numeric" }, locale);
/** "9 Mar" */
export const dayMonthLabel = (date: string, locale: string) => format(date, { day: "numeric", month: "short" }, locale);
/** "Mon" to "Sun", the month grid's heads: the days of a week that starts on a Monday. */
export const weekdayLabels = (locale: string) =>
  weekOf("2027-03-01").map((day) => format(day, { weekday: "short" }, locale));

/** Occurrences (or anything dated) by their local date, in the order given. */
export function byLocalDate<Dated extends { date: string }>(items: readonly Dated[]): Map<string, Dated[]> {
  const days = new Map<string, Dated[]>();
  for (const item of items) days.set(item.date, [...(days.get(item.date) ?? []), item]);
  return days;
}
