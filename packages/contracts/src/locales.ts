/**
 * The languages Touchline speaks (their schema is in locale-schema.ts: this file holds no zod, as every page
 * loads it first). English is the source language (the spec's wording); Brazilian
 * Portuguese is the Portuguese. Each is named in its own language, as a reader looks for it in a list.
 */
export const LOCALES = ["en", "es", "de", "fr", "it", "pt-BR", "nl"] as const;
export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE = "en" satisfies Locale;

/** English made longer and accented, to see what a translation would overflow; never offered to readers. */
export const PSEUDO_LOCALE = "pseudo-LOCALE";

export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  es: "Español",
  de: "Deutsch",
  fr: "Français",
  it: "Italiano",
  "pt-BR": "Português (Brasil)",
  nl: "Nederlands",
};

/**
 * The `Intl` locale a reader of `locale` (a language, or the pseudo-language) reads dates and numbers in: their
 * language's, with English, and the pseudo-language made from it, written as in Britain (day before month), the
 * same on the server and in the browser.
 */
export const intlLocaleOf = (locale: string): string =>
  locale === SOURCE_LOCALE || locale === PSEUDO_LOCALE ? "en-GB" : locale;

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The first of the reader's languages Touchline speaks: an exact tag first ("pt-BR"), else its language
 * ("de-AT" → "de", "pt-PT" → "pt-BR"); English when none.
 */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.toLowerCase().split("-")[0];
    const sameLanguage = LOCALES.find((locale) => locale.toLowerCase().split("-")[0] === language);
    if (sameLanguage) return sameLanguage;
  }
  return SOURCE_LOCALE;
}

/** The query parameter that names a public page's language in its address, for search engines (hreflang). */
export const LOCALE_PARAMETER = "lang";

/** A public page's address in `locale`: English at the page's own address, the others with `?lang=`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${LOCALE_PARAMETER}=${encodeURIComponent(locale)}`;
}

/**
 * The cookie a reader's chosen language is kept in (the footer's picker, or their account's setting), so the
 * server draws their next public page in it too.
 */
export const LOCALE_COOKIE = "touchline-locale";

/** The language a Cookie header says the reader chose; null when it names none Touchline speaks. */
export function chosenLocale(cookieHeader: string): Locale | null {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(cookieHeader)?.[1];
  const locale = value ? decodeURIComponent(value) : null;
  return isLocale(locale) ? locale : null;
}
