import { PSEUDO_LOCALE, SOURCE_LOCALE } from "@touchline/contracts";

/**
 * The `Intl` locale dates are written in for a reader of `locale` (Lingui's active one): their language's,
 * with English, and the pseudo-language made from it, written as in Britain (day before month), the same on
 * the server and in the browser.
 */
export const dateLocaleOf = (locale: string): string =>
  locale === SOURCE_LOCALE || locale === PSEUDO_LOCALE ? "en-GB" : locale;

/** "12 Mar 2026, 09:30" in the reader's language and time zone. */
export function formatDateTime(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(dateLocaleOf(locale), {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}

/** "12 March 2026": the blog's post dates, the legal pages' and the uploaded images' dates. */
export function formatLongDate(iso: string | Date, locale: string): string {
  return new Date(iso).toLocaleDateString(dateLocaleOf(locale), { day: "numeric", month: "long", year: "numeric" });
}

/** "12 Mar 2026". */
export function formatDate(iso: string, locale: string): string {
  return new Date(iso).toLocaleDateString(dateLocaleOf(locale), { day: "numeric", month: "short", year: "numeric" });
}
