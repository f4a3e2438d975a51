import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type Intensity, PSEUDO_LOCALE, SOURCE_LOCALE } from "@touchline/contracts";
import { dateLocaleOf } from "../../../lib/format-date.ts";

/*
 * The plan page's words, written as the calendar and the session page write them ("Tuesday 9 March 2027",
 * "18:00 – 19:30", "1 h 30 min"), in the reader's language: the page is drawn on the server for each reader,
 * so every label is made with the i18n instance of the page being drawn (`useLingui()`'s), never the global
 * one. The page keeps its own few lines: the calendar shows this feature's panel (an import back would be a
 * cycle), and the sessions feature's index would bring its editor to a page without an account.
 */

const isEnglish = (locale: string) => locale === SOURCE_LOCALE || locale === PSEUDO_LOCALE;

const format = (date: string, options: Intl.DateTimeFormatOptions, locale: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(dateLocaleOf(locale), {
    ...options,
    timeZone: "UTC",
  });

/**
 * "Tuesday 9 March 2027" in English, written in two parts (some ICU versions put a comma after the weekday);
 * other languages as their own date format says.
 */
export const planDateLabel = (i18n: I18n, date: string) =>
  isEnglish(i18n.locale)
    ? `${format(date, { weekday: "long" }, i18n.locale)} ${format(date, { day: "numeric", month: "long", year: "numeric" }, i18n.locale)}`
    : format(date, { weekday: "long", day: "numeric", month: "long", year: "numeric" }, i18n.locale);

/** "18:00 – 19:30": a local start and its duration, past midnight if need be. */
export function planTimeRange(time: string, durationMinutes: number): string {
  const [hours, minutes] = time.split(":").map(Number);
  const end = (hours! * 60 + minutes! + durationMinutes) % (24 * 60);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${time} – ${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
}

const INTENSITY_WORDS: Record<Intensity, MessageDescriptor> = {
  low: msg`Low intensity`,
  medium: msg`Medium intensity`,
  high: msg`High intensity`,
};

/** "15 min · Medium intensity" */
export function drillFacts(
  i18n: I18n,
  { durationMinutes, intensity }: { durationMinutes: number; intensity: Intensity },
) {
  const hours = Math.floor(durationMinutes / 60);
  const minutes = durationMinutes % 60;
  const length =
    hours === 0
      ? i18n._(msg`${minutes} min`)
      : minutes === 0
        ? i18n._(msg`${hours} h`)
        : i18n._(msg`${hours} h ${minutes} min`);
  return `${length} · ${i18n._(INTENSITY_WORDS[intensity])}`;
}
