import { intlLocaleOf } from "@touchline/contracts";

/** "12 Mar 2026, 09:30" in the reader's language and time zone. */
export function formatDateTime(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(intlLocaleOf(locale), {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}

/** "12 March 2026": the blog's post dates, the legal pages' and the uploaded images' dates. */
export function formatLongDate(iso: string | Date, locale: string): string {
  return new Date(iso).toLocaleDateString(intlLocaleOf(locale), { day: "numeric", month: "long", year: "numeric" });
}

/** "12 Mar 2026". */
export function formatDate(iso: string, locale: string): string {
  return new Date(iso).toLocaleDateString(intlLocaleOf(locale), { day: "numeric", month: "short", year: "numeric" });
}

/** English, and the pseudo-language made from it, written as in Britain. */
const writesBritishDates = (locale: string) => intlLocaleOf(locale) === "en-GB";

/** A calendar day ("2027-03-09") as the reader's language writes it; the day is the same in every time zone. */
const formatDay = (date: string, options: Intl.DateTimeFormatOptions, locale: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(intlLocaleOf(locale), { ...options, timeZone: "UTC" });

/**
 * "Tuesday 9 March 2027": a calendar day with its weekday. English is written in two parts (some ICU versions
 * put a comma after the weekday); other languages as their own date format says.
 */
export const formatDayLong = (date: string, locale: string) =>
  writesBritishDates(locale)
    ? `${formatDay(date, { weekday: "long" }, locale)} ${formatDay(date, { day: "numeric", month: "long", year: "numeric" }, locale)}`
    : formatDay(date, { weekday: "long", day: "numeric", month: "long", year: "numeric" }, locale);

/** "Tue 9 Mar" */
export const formatDayShort = (date: string, locale: string) =>
  writesBritishDates(locale)
    ? `${formatDay(date, { weekday: "short" }, locale)} ${formatDay(date, { day: "numeric", month: "short" }, locale)}`
    : formatDay(date, { weekday: "short", day: "numeric", month: "short" }, locale);

/** "18:00 – 19:30": a local start and its duration, past midnight if need be. */
export function formatTimeRange(time: string, durationMinutes: number): string {
  const [hours, minutes] = time.split(":").map(Number);
  const end = (hours! * 60 + minutes! + durationMinutes) % (24 * 60);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${time} – ${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
}
