import { intlLocaleOf, isLocale, type Locale, LOCALES, SOURCE_LOCALE } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { serverI18n } from "../lib/server-messages.ts";
import { visitorLocale } from "../lib/visitor-locale.ts";
import type { MailText } from "./mail-texts.ts";

export type MailValues = Record<string, string | number>;

/** A mail's subject and text in a language. */
export function writeMail(locale: Locale, mail: MailText, values: MailValues): { subject: string; text: string } {
  const i18n = serverI18n(locale);
  return { subject: i18n._({ ...mail.subject, values }), text: i18n._({ ...mail.body, values }) };
}

/**
 * A mail's subject in every language, as the outbox keeps it, to find a kind of mail again. Values whose
 * place is to be cut (`cutAt`) end the subject there: what comes before is what every such mail starts with.
 */
export function subjectsInEveryLanguage(mail: MailText, values: MailValues = {}, cutAt?: string): string[] {
  const CUT = "\u0000";
  return LOCALES.map((locale) => {
    const subject = serverI18n(locale)._({ ...mail.subject, values: cutAt ? { ...values, [cutAt]: CUT } : values });
    return cutAt ? subject.slice(0, subject.indexOf(CUT)) : subject;
  });
}

/** A moment as a mail names it: the date and time in the language's own way, in UTC. */
export function mailTime(locale: Locale, moment: Date | string): string {
  const formatted = new Intl.DateTimeFormat(intlLocaleOf(locale), {
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
