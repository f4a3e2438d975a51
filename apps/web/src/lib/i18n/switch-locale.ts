import { i18n } from "@lingui/core";
import { type Locale, PSEUDO_LOCALE } from "@touchline/contracts";
import { activateLocale, type CatalogueLocale } from "./catalogues.ts";
import { browserLocale, forgetLocale, rememberLocale } from "./reader-locale.ts";

/**
 * Speaks `locale` from now on, without a reload: its catalogue loads (once), every mounted message
 * renders again (Lingui's provider listens), and the choice is kept for the next visit and the server.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  await speak(locale);
  rememberLocale(locale);
}

/** Follows the browser's languages again, forgetting the reader's choice. */
export async function switchToBrowserLocale(): Promise<void> {
  forgetLocale();
  await speak(browserLocale());
}

/** Speaks `locale` (its catalogue loaded once) and says so on the page, without remembering it as a choice. */
export async function speak(locale: CatalogueLocale): Promise<void> {
  await activateLocale(i18n, locale);
  // The pseudo-language is English in disguise ("en-XA" is the tag for accented English).
  document.documentElement.lang = locale === PSEUDO_LOCALE ? "en-XA" : locale;
}
