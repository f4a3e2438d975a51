import { type CurrentUser, EMAIL_CHANGE_LINK_INVALID } from "@touchline/contracts";
import { and, eq, gt, like } from "drizzle-orm";
import { toCurrentUser } from "../../auth/current-user.ts";
import { users, verifications } from "../../db/schema.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { mailLocaleFor, writeMail } from "../../mail/mail-language.ts";
import { EMAIL_CHANGED_MAIL } from "../../mail/mail-texts.ts";
import type { RequestMeta } from "../auth/request-meta.ts";
import { AppError } from "../../lib/app-error.ts";
import { consumeRateLimit } from "../rate-limits/rate-limit.ts";
import { ACCOUNT_RATE_LIMITS } from "./account-rate-limits.ts";
import { emailChangeIdentifier, emailChangeIdentifierPattern } from "./email-change-token.ts";
import { isUniqueViolation } from "../../lib/is-unique-violation.ts";
import { emailTaken, isEmailUsedByAnother } from "./email-taken.ts";

function invalidLink(): AppError {
  return new AppError("VALIDATION_FAILED", EMAIL_CHANGE_LINK_INVALID, { token: EMAIL_CHANGE_LINK_INVALID });
}

/**
 * Follows a confirmation link: consumes the token (a conditional delete, so two clicks at once cannot both
 * succeed) and switches the account's address in the same transaction, then tells the old address.
 */
export async function confirmEmailChange(
  deps: AppDeps,
  user: CurrentUser,
  token: string,
  request: RequestMeta,
): Promise<CurrentUser> {
  await consumeRateLimit(deps.db, ACCOUNT_RATE_LIMITS.emailConfirmPerAccount, user.id);
  let updated;
  try {
    updated = await deps.db.transaction(async (tx) => {
      const [consumed] = await tx
        .delete(verifications)
        .where(
          and(
            eq(verifications.identifier, emailChangeIdentifier(user.id, token)),
            gt(verifications.expiresAt, new Date()),
          ),
        )
        .returning({ newEmail: verifications.value });
      if (!consumed) throw invalidLink();
      if (await isEmailUsedByAnother(tx, consumed.newEmail, user.id)) throw emailTaken();
      // Any other pending request of this user is moot now.
      await tx.delete(verifications).where(like(verifications.identifier, emailChangeIdentifierPattern(user.id)));
      const [row] = await tx
        .update(users)
        .set({ email: consumed.newEmail, emailVerified: true, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return row!;
    });
  } catch (error) {
    // Someone signed up with the address between the check and the update.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }

  await deps.mailer.send({
    to: user.email,
    ...writeMail(await mailLocaleFor(deps.db, { email: updated.email, headers: request.headers }), EMAIL_CHANGED_MAIL, {
      name: user.firstName,
      oldEmail: user.email,
      newEmail: updated.email,
      feedbackLink: `${deps.env.APP_URL}/feedback`,
    }),
  });
  return toCurrentUser(updated);
}
