import { readFileSync } from "node:fs";
import path from "node:path";
import { type I18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { isLocale, type Locale, LOCALES, SOURCE_LOCALE } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import PO from "pofile";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { REPO_ROOT } from "../lib/repo-paths.ts";
import { visitorLocale } from "../lib/visitor-locale.ts";
import type { MailText } from "./mail-texts.ts";

/** The mail catalogues, filled by `npm run i18n:extract` and the translators (docs/features/languages.md). */
const CATALOGUE_DIR = path.join(REPO_ROOT, "apps", "server", "src", "mail", "locales");

const instances = new Map<Locale, I18n>();

/**
 * One language's mail messages, read from its catalogue the first time a mail is written in it. English
 * needs none: a message's id is its English text.
 */
function mailI18n(locale: Locale): I18n {
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

export type MailValues = Record<string, string | number>;

/** A mail's subject and text in a language. */
export function writeMail(locale: Locale, mail: MailText, values: MailValues): { subject: string; text: string } {
  const i18n = mailI18n(locale);
  return { subject: i18n._({ ...mail.subject, values }), text: i18n._({ ...mail.body, values }) };
}

/**
 * A mail's subject in every language, as the outbox keeps it, to find a kind of mail again. Values whose
 * place is to be cut (`cutAt`) end the subject there: what comes before is what every such mail starts with.
 */
export function subjectsInEveryLanguage(mail: MailText, values: MailValues = {}, cutAt?: string): string[] {
  const CUT = "\u0000";
  return LOCALES.map((locale) => {
    const subject = mailI18n(locale)._({ ...mail.subject, values: cutAt ? { ...values, [cutAt]: CUT } : values });
    return cutAt ? subject.slice(0, subject.indexOf(CUT)) : subject;
  });
}

/** One message of the mail catalogues in a language. */
export function mailMessage(locale: Locale, message: MessageDescriptor, values?: MailValues): string {
  return mailI18n(locale)._({ ...message, values });
}

/** A moment as a mail names it: the date and time in the language's own way, in UTC. */
export function mailTime(locale: Locale, moment: Date | string): string {
  const formatted = new Intl.DateTimeFormat(locale === SOURCE_LOCALE ? "en-GB" : locale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(moment));
  return `${formatted} UTC`;
}

/**
 * The language to write to an address in: its account's own choice, else the language of the request that
 * caused the mail (the coach's browser, or their footer's choice), else English.
 */
export async function mailLocaleFor(
  db: Database,
  { email, headers }: { email?: string; headers?: Headers },
): Promise<Locale> {
  if (email) {
    // Addresses are kept in lower case (sign-up and e-mail changes write them so).
    const [account] = await db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    const chosen = account?.language;
    if (isLocale(chosen)) return chosen;
  }
  if (!headers) return SOURCE_LOCALE;
  return visitorLocale({
    cookie: headers.get("cookie") ?? undefined,
    acceptLanguage: headers.get("accept-language") ?? undefined,
  });
}
