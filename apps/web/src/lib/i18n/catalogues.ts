import { type I18n, setupI18n } from "@lingui/core";
import { intlLocaleOf, type Locale, PSEUDO_LOCALE, SOURCE_LOCALE } from "@touchline/contracts";

/** A language's catalogue, or the pseudo-language's. */
export type CatalogueLocale = Locale | typeof PSEUDO_LOCALE;

/**
 * English needs no catalogue: each message's English is compiled into the code beside its id
 * (lingui-plugins.ts). Every other catalogue is a chunk of its own, loaded when a reader needs it.
 */
const loadOtherCatalogue: Record<Exclude<CatalogueLocale, "en">, () => Promise<{ messages: I18n["messages"] }>> = {
  es: () => import("../../locales/es.po"),
  de: () => import("../../locales/de.po"),
  fr: () => import("../../locales/fr.po"),
  it: () => import("../../locales/it.po"),
  "pt-BR": () => import("../../locales/pt-BR.po"),
  nl: () => import("../../locales/nl.po"),
  [PSEUDO_LOCALE]: () => import("../../locales/pseudo-LOCALE.po"),
};

/**
 * The pseudo-language's messages made 40 % longer. Lingui accents them (its compiler pseudo-localises the
 * pseudo catalogue); the padding is what a longer language does to a layout, German or Dutch say.
 */
export function lengthen(messages: I18n["messages"]): I18n["messages"] {
  const lengthened: I18n["messages"] = {};
  for (const [id, message] of Object.entries(messages)) {
    const parts = typeof message === "string" ? [message] : message;
    const letters = parts.reduce<number>((sum, part) => sum + (typeof part === "string" ? part.length : 4), 0);
    const padding = Math.ceil(letters * 0.4);
    // Words of up to eight letters, so the padding wraps as text does.
    const words = Array.from({ length: Math.ceil(padding / 8) }, (_, index) =>
      "ẋẋẋẋẋẋẋẋ".slice(0, Math.min(8, padding - index * 8)),
    );
    lengthened[id] = padding > 0 ? [...parts, ` ${words.join(" ")}`] : parts;
  }
  return lengthened;
}

/** The catalogues each i18n instance holds. */
const loadedLocales = new WeakMap<I18n, Set<CatalogueLocale>>();

/** Makes `i18n` speak English, the language every page starts in; other languages are added as they load. */
export function speakEnglish(i18n: I18n): I18n {
  i18n.load(SOURCE_LOCALE, {});
  i18n.activate(SOURCE_LOCALE, [intlLocaleOf(SOURCE_LOCALE)]);
  loadedLocales.set(i18n, new Set([SOURCE_LOCALE]));
  return i18n;
}

/** An i18n instance of its own, for a page drawn on the server while others are drawn in other languages. */
export const createI18n = (): I18n => speakEnglish(setupI18n());

/** Loads `locale`'s catalogue into `i18n` (once) and makes it the language `i18n` speaks. */
export async function activateLocale(i18n: I18n, locale: CatalogueLocale): Promise<void> {
  const loaded = loadedLocales.get(i18n) ?? new Set<CatalogueLocale>();
  if (locale !== SOURCE_LOCALE && !loaded.has(locale)) {
    const { messages } = await loadOtherCatalogue[locale]();
    i18n.load(locale, locale === PSEUDO_LOCALE ? lengthen(messages) : messages);
    loaded.add(locale);
    loadedLocales.set(i18n, loaded);
  }
  // Lingui's dates and numbers follow the same rule as the app's own (British English, see format-date.ts).
  i18n.activate(locale, [intlLocaleOf(locale)]);
}
