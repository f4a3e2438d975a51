import type { ResetPasswordRequest } from "@touchline/contracts";
import { toCurrentUser } from "../../auth/current-user.ts";
import { callAuth } from "../../auth/translate-auth-error.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppDeps } from "../../lib/app-context.ts";
import { AUTH_RATE_LIMITS, consumeRateLimit, scaleRule } from "../../lib/rate-limit.ts";
import { assertPasswordNotCommon } from "./assert-password-not-common.ts";
import { findResetTokenUser } from "./find-reset-token-user.ts";
import type { RequestMeta } from "./request-meta.ts";

/**
 * Sets the new password with a single-use token, ends every other session of the user, and signs this
 * browser in so 'Continue to Dashboard' lands on the dashboard.
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
  const { headers, response } = await callAuth(() =>
    deps.auth.api.signInEmail({
      body: { email: owner.email, password: input.password },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  return { user: toCurrentUser(response.user), headers };
}
