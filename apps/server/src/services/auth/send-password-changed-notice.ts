import type { AppDeps } from "../../app/app-context.ts";
import { mailLocaleFor, mailTime, writeMail } from "../../mail/mail-language.ts";
import { PASSWORD_CHANGED_MAIL } from "../../mail/mail-texts.ts";

/**
 * Tells the account's address that its password changed, so a change the holder did not make does not go
 * unnoticed. It carries no link that acts on the account: only the pages to start a reset and to reach us.
 * `how`: by a reset link, or from the account settings.
 */
export async function sendPasswordChangedNotice(
  deps: AppDeps,
  account: { email: string; firstName: string },
  how: "reset" | "settings",
  headers?: Headers,
): Promise<void> {
  const locale = await mailLocaleFor(deps.db, { email: account.email, headers });
  await deps.mailer.send({
    to: account.email,
    ...writeMail(locale, PASSWORD_CHANGED_MAIL, {
      name: account.firstName,
      how,
      when: mailTime(locale, new Date()),
      resetLink: `${deps.env.APP_URL}/forgot-password`,
      feedbackLink: `${deps.env.APP_URL}/feedback`,
    }),
  });
}
