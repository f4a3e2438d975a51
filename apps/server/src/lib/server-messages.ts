import { readFileSync } from "node:fs";
import path from "node:path";
import { type I18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { type Locale, SOURCE_LOCALE } from "@touchline/contracts";
import PO from "pofile";
import { REPO_ROOT } from "./repo-paths.ts";

/**
 * The server's own catalogues: its e-mails (mail/mail-texts.ts) and the default heads of the pages an admin
 * describes (SEO_PAGES in the contracts), filled by `npm run i18n:extract` and the translators
 * (docs/features/languages.md).
 */
const CATALOGUE_DIR = path.join(REPO_ROOT, "apps", "server", "src", "locales");

const instances = new Map<Locale, I18n>();

/**
 * One language's messages, read from its catalogue the first time the server writes in it. English needs
 * none: a message's id is its English text.
 */
export function serverI18n(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    const messages: Record<string, string> = {};
    if (locale !== SOURCE_LOCALE) {
      const catalogue = PO.parse(readFileSync(path.join(CATALOGUE_DIR, `${locale}.po`), "utf8"));
      for (const item of catalogue.items) if (item.msgstr[0]) messages[item.msgid] = item.msgstr[0];
    }
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    // The catalogues hold ICU text; the web build compiles its own ahead of time, the server as it reads.
    i18n.setMessagesCompiler(compileMessage);
    instances.set(locale, i18n);
  }
  return i18n;
}

/** One message of the server's catalogues in a language: a descriptor, or a text marked `/*i18n*\/`. */
export function serverMessage(
  locale: Locale,
  message: MessageDescriptor | string,
  values?: Record<string, string | number>,
): string {
  const descriptor = typeof message === "string" ? { id: message, message } : message;
  return serverI18n(locale)._({ ...descriptor, values });
}
