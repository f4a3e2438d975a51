import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /**
   * Parts of the text that act on the account (a link with a live token). Once SMTP has accepted the
   * mail, the outbox's copy has them replaced, so the table keeps no working link. Without SMTP the outbox
   * and the log are how the mail reaches anyone, so they keep it whole.
   */
  secrets?: string[];
}

/** What a delivered mail's stored copy shows in place of a secret. */
export const REMOVED_ONCE_SENT = "[link removed from this copy once sent]";

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  smtpUrl?: string;
  from: string;
  log?: (line: string) => void;
}

/**
 * Every mail is written to the outbox first. With SMTP configured it is then sent and marked (and its
 * secrets removed from the copy); without, the log line is how a person running Touchline locally reads it
 * (and follows its links).
 */
export function createMailer({ db, smtpUrl, from, log = console.log }: MailerOptions): Mailer {
  // Loaded only when SMTP is configured: most local installs never need it.
  const transport = smtpUrl
    ? import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl))
    : undefined;
  return {
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ recipient: mail.to, subject: mail.subject, body: mail.text })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        log(
          `[mail] (no SMTP configured: kept in the outbox)\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n[/mail]`,
        );
        return;
      }
      try {
        await (await transport).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        const storedText = (mail.secrets ?? []).reduce(
          (text, secret) => text.replaceAll(secret, REMOVED_ONCE_SENT),
          mail.text,
        );
        await db
          .update(mailOutbox)
          .set({ sentAt: new Date(), ...(storedText === mail.text ? {} : { body: storedText }) })
          .where(eq(mailOutbox.id, row!.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db.update(mailOutbox).set({ error: message }).where(eq(mailOutbox.id, row!.id));
        log(`[mail] sending to ${mail.to} failed: ${message}`);
      }
    },
  };
}
