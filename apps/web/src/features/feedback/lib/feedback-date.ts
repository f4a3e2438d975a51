import { PSEUDO_LOCALE, SOURCE_LOCALE } from "@touchline/contracts";

/**
 * "1 Mar 2026": when an item was submitted, in the reader's language (`locale`, Lingui's active one). English
 * is written as in Britain, and so is the pseudo-language made from it.
 */
export function formatFeedbackDate(iso: string, locale: string): string {
  const isEnglish = locale === SOURCE_LOCALE || locale === PSEUDO_LOCALE;
  return new Date(iso).toLocaleDateString(isEnglish ? "en-GB" : locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
  });
}
