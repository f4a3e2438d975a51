import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { LOCALES, PSEUDO_LOCALE, SOURCE_LOCALE } from "../../packages/contracts/src/locales.ts";

/**
 * The message catalogues: one gettext file per language in src/locales/, extracted from the code's
 * messages (`npm run i18n:extract`) and compiled by the build. English is the source: its messages are
 * the spec's wording, written in the code. The pseudo-language is made from English (accented and longer)
 * to see what overflows. The server's e-mails have catalogues of their own, beside their texts.
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
    // The server's e-mails (apps/server/src/mail/mail-texts.ts), read by the server as it writes a mail.
    {
      path: "<rootDir>/../server/src/mail/locales/{locale}",
      include: ["<rootDir>/../server/src/mail/mail-texts.ts"],
      exclude: ["**/*.test.*"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
