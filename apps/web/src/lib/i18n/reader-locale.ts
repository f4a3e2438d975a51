import {
  chosenLocale,
  isLocale,
  type Locale,
  LOCALE_COOKIE,
  LOCALE_PARAMETER,
  matchLocale,
  PSEUDO_LOCALE,
} from "@touchline/contracts";
import type { CatalogueLocale } from "./catalogues.ts";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLocale(locale: Locale): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie, not words
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** Forgets the reader's choice: their browser's languages decide again. */
export function forgetLocale(): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie, not words
  document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * A tab opened with `?lang=pseudo-LOCALE` speaks the pseudo-language (accented, 40 % longer) until it
 * closes, to see what a longer language does to a screen. It is not a language readers are offered.
 */
const PSEUDO_TAB_KEY = "touchline-pseudo-language";

/** Whether this tab speaks the pseudo-language; its page is then drawn afresh, not hydrated. */
export function inPseudoLanguageTab(): boolean {
  if (new URLSearchParams(window.location.search).get(LOCALE_PARAMETER) === PSEUDO_LOCALE)
    sessionStorage.setItem(PSEUDO_TAB_KEY, "on");
  return sessionStorage.getItem(PSEUDO_TAB_KEY) !== null;
}

/** The first of the browser's languages Touchline speaks, else English. */
export const browserLocale = (): Locale => matchLocale(navigator.languages ?? [navigator.language]);

/**
 * The language a page opens in: the one a server-drawn page was drawn in (hydration must match it), else
 * the one its address names (`?lang=`), else the reader's choice, else their browser's languages, else
 * English. A coach's account setting, known once their account has loaded, comes after
 * (features/account/api/use-account-locale.ts).
 */
export function openingLocale(): CatalogueLocale {
  if (inPseudoLanguageTab()) return PSEUDO_LOCALE;
  const drawnIn = document.documentElement.dataset.drawnLocale;
  if (isLocale(drawnIn)) return drawnIn;
  const named = new URLSearchParams(window.location.search).get(LOCALE_PARAMETER);
  if (isLocale(named)) return named;
  return chosenLocale(document.cookie) ?? browserLocale();
}
