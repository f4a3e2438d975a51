import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { LOCALES, PSEUDO_LOCALE, SOURCE_LOCALE } from "../../packages/contracts/src/locales.ts";

/**
 * The message catalogues: one gettext file per language in src/locales/, extracted from the code's
 * messages (`npm run i18n:extract`) and compiled by the build. English is the source: its messages are
 * the spec's wording, written in the code. The pseudo-language is made from English (accented and longer)
 * to see what overflows.
 */
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES, PSEUDO_LOCALE],
  pseudoLocale: PSEUDO_LOCALE,
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [{ path: "<rootDir>/src/locales/{locale}", include: ["<rootDir>/src"], exclude: ["**/*.test.*"] }],
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
