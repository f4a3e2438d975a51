import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { LOCALES, PSEUDO_LOCALE, SOURCE_LOCALE } from "../../packages/contracts/src/locales.ts";

/**
 * The message catalogues: one gettext file per language in src/locales/, extracted from the code's
 * messages (`npm run i18n:extract`) and compiled by the build. English is the source: its messages are
 * the spec's wording, written in the code. The pseudo-language is made from English (accented and longer)
 * to see what overflows. The server's own words (e-mails, pages' default heads) have catalogues of their own.
 */
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES, PSEUDO_LOCALE],
  pseudoLocale: PSEUDO_LOCALE,
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}",
      // The shared schemas' field messages (marked /*i18n*/) are shown by the app's forms.
      include: ["<rootDir>/src", "<rootDir>/../../packages/contracts/src"],
      exclude: ["**/*.test.*"],
    },
    // The server's own words, read by the server as it writes: its e-mails (apps/server/src/mail/mail-texts.ts)
    // and the default titles and descriptions of the pages an admin describes (SEO_PAGES, in the contracts).
    {
      path: "<rootDir>/../server/src/locales/{locale}",
      include: ["<rootDir>/../server/src/mail/mail-texts.ts", "<rootDir>/../../packages/contracts/src/seo.ts"],
      exclude: ["**/*.test.*"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
