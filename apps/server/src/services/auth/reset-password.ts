import type { ResetPasswordRequest } from "@touchline/contracts";
import { eq, like } from "drizzle-orm";
import { toCurrentUser } from "../../auth/current-user.ts";
import { cancelResetLinks } from "../../auth/reset-links.ts";
import { callAuth } from "../../auth/translate-auth-error.ts";
import { cancelConfirmationLinks } from "../../auth/confirmation-links.ts";
import { users, verifications } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { AUTH_RATE_LIMITS, consumeRateLimit, deleteSignInCounters, scaleRule } from "../rate-limits/rate-limit.ts";
import { assertPasswordNotCommon } from "./assert-password-not-common.ts";
import { findResetTokenUser } from "./find-reset-token-user.ts";
import { emailChangeIdentifierPattern } from "../account/email-change-token.ts";
import { publishAccessChange } from "../messages/message-notification.ts";
import type { RequestMeta } from "./request-meta.ts";
import { sendPasswordChangedNotice } from "./send-password-changed-notice.ts";
import { rememberDevice } from "./sign-in.ts";

/**
 * Sets the new password with a single-use token, ends every session of the user, cancels every other link
 * that acts on the account (reset and e-mail change), tells the account's address, and signs this browser
 * in so 'Continue to Dashboard' lands on the dashboard.
 */
export async function resetPassword(deps: AppDeps, input: ResetPasswordRequest, request: RequestMeta) {
  await consumeRateLimit(
    deps.db,
    scaleRule(AUTH_RATE_LIMITS.resetPasswordPerIp, deps.env.RATE_LIMIT_IP_FACTOR),
    request.ip,
  );
  const owner = await findResetTokenUser(deps, input.token);
  if (!owner) throw new AppError("INVALID_RESET_TOKEN", "Invalid or expired reset link");
  await assertPasswordNotCommon(input.password);
  await callAuth(() =>
    deps.auth.api.resetPassword({
      body: { token: input.token, newPassword: input.password },
      headers: request.headers,
    }),
  );
  // Whoever held another link (one that raced this one, or a pending e-mail change) loses it with the old password.
  await cancelResetLinks(deps.db, owner.id);
  await deps.db.delete(verifications).where(like(verifications.identifier, emailChangeIdentifierPattern(owner.id)));
  // The link came to the address, so it is confirmed: an account still waiting for its confirmation can sign in.
  await deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.id));
  await cancelConfirmationLinks(deps.db, owner.id);
  // Whoever guessed at the old password has nothing left to guess: the owner is no longer held back.
  await deleteSignInCounters(deps.db, owner.email);
  await sendPasswordChangedNotice(deps, owner, "reset", request.headers);
  const { headers, response } = await callAuth(() =>
    deps.auth.api.signInEmail({
      body: { email: owner.email, password: input.password },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  await rememberDevice(deps, request, owner.email, headers);
  // The library ended every session of the account; the streams opened with them end too. Said last, so a
  // tab of this browser reconnects with the cookie answered now.
  await publishAccessChange(deps.db, owner.id);
  return { user: toCurrentUser(response.user), headers };
}
