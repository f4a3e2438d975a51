import { randomUUID } from "node:crypto";
import { type ChangeEmailRequest, EMAIL_CHANGE_LINK_LIFETIME_HOURS } from "@touchline/contracts";
import { like } from "drizzle-orm";
import { verifications } from "../../db/schema.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { mailLocaleFor, writeMail } from "../../mail/mail-language.ts";
import { EMAIL_CHANGE_ATTEMPT_MAIL, EMAIL_CHANGE_MAIL } from "../../mail/mail-texts.ts";
import { AppError } from "../../lib/app-error.ts";
import { consumeRateLimit } from "../rate-limits/rate-limit.ts";
import type { CurrentUser } from "@touchline/contracts";
import type { RequestMeta } from "../auth/request-meta.ts";
import { ACCOUNT_RATE_LIMITS, consumePasswordCheck } from "./account-rate-limits.ts";
import { emailChangeIdentifier, emailChangeIdentifierPattern, newEmailChangeToken } from "./email-change-token.ts";
import { isEmailUsedByAnother } from "./email-taken.ts";
import { verifyCurrentPassword } from "./verify-current-password.ts";

/**
 * Mails a single-use confirmation link to the new address. Nothing changes until it is followed: the
 * coach keeps signing in with the old address. A newer request replaces any older link.
 *
 * An address another account uses is answered the same, after the same work (the pending change is
 * stored, one e-mail goes out), so the form cannot tell which addresses have accounts: that e-mail is a
 * notice to the address's holder instead of a link, and confirming refuses a taken address anyway.
 */
export async function requestEmailChange(
  deps: AppDeps,
  user: CurrentUser,
  input: ChangeEmailRequest,
  request: RequestMeta,
) {
  const newEmail = input.newEmail.toLowerCase();
  await consumePasswordCheck(deps, user.id, request.ip);
  await consumeRateLimit(deps.db, ACCOUNT_RATE_LIMITS.emailChangePerAccount, user.id);
  if (newEmail === user.email.toLowerCase()) {
    const message = "This is already your email address.";
    throw new AppError("VALIDATION_FAILED", message, { newEmail: message });
  }
  // The password comes first, so a borrowed session cannot ask which addresses have accounts.
  await verifyCurrentPassword(deps.db, user.id, input.currentPassword, "currentPassword");
  const isTaken = await isEmailUsedByAnother(deps.db, newEmail, user.id);

  const token = newEmailChangeToken();
  await deps.db.transaction(async (tx) => {
    await tx.delete(verifications).where(like(verifications.identifier, emailChangeIdentifierPattern(user.id)));
    await tx.insert(verifications).values({
      id: randomUUID(),
      identifier: emailChangeIdentifier(user.id, token),
      value: newEmail,
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_LINK_LIFETIME_HOURS * 60 * 60 * 1000),
    });
  });

  if (isTaken) {
    await sendEmailChangeAttemptNotice(deps, newEmail, request.headers);
    return { pendingEmail: newEmail };
  }
  const link = `${deps.env.APP_URL}/account-settings?email-change=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: newEmail,
    ...writeMail(await mailLocaleFor(deps.db, { email: user.email, headers: request.headers }), EMAIL_CHANGE_MAIL, {
      name: user.firstName,
      oldEmail: user.email,
      newEmail,
      link,
      hours: EMAIL_CHANGE_LINK_LIFETIME_HOURS,
    }),
    secrets: [link],
  });
  return { pendingEmail: newEmail };
}

/** Tells the holder of an address that another account asked to move to it; nothing of theirs changes. */
async function sendEmailChangeAttemptNotice(deps: AppDeps, email: string, headers: Headers) {
  await deps.mailer.send({
    to: email,
    ...writeMail(await mailLocaleFor(deps.db, { email, headers }), EMAIL_CHANGE_ATTEMPT_MAIL, {
      signInLink: `${deps.env.APP_URL}/login`,
    }),
  });
}
