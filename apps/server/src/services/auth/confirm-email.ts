import type { ConfirmEmailRequest } from "@touchline/contracts";
import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import { consumeConfirmationLink } from "../../auth/confirmation-links.ts";
import { toCurrentUser } from "../../auth/current-user.ts";
import { callAuth } from "../../auth/translate-auth-error.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppDeps } from "../../lib/app-context.ts";
import { AUTH_RATE_LIMITS, consumeRateLimit, scaleRule } from "../../lib/rate-limit.ts";
import type { RequestMeta } from "./request-meta.ts";
import { rememberDevice } from "./sign-in.ts";

const invalidLink = () =>
  new AppError("INVALID_CONFIRMATION_LINK", "Invalid or expired confirmation link. Sign up again to get a new one.");

/**
 * Follows a confirmation link once: the address is confirmed and this browser signed in, then the welcome
 * e-mail goes out (sent now rather than at sign-up, which no longer tells a new address from a taken one).
 */
export async function confirmEmail(deps: AppDeps, input: ConfirmEmailRequest, request: RequestMeta) {
  await consumeRateLimit(
    deps.db,
    scaleRule(AUTH_RATE_LIMITS.confirmEmailPerIp, deps.env.RATE_LIMIT_IP_FACTOR),
    request.ip,
  );
  const userId = await consumeConfirmationLink(deps.db, input.token);
  if (!userId) throw invalidLink();
  const [pending] = await deps.db
    .select({ email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  // A password reset confirms the address too; the link it left behind signs nobody in.
  if (!pending || pending.emailVerified) throw invalidLink();

  // The auth library confirms the address and signs in (autoSignInAfterVerification) on a token of its own,
  // minted here for the account our single-use link named and good for one minute.
  const { secret } = await deps.auth.$context;
  const libraryToken = await createEmailVerificationToken(secret, pending.email, undefined, 60, { userId });
  const { headers } = await callAuth(() =>
    deps.auth.api.verifyEmail({ query: { token: libraryToken }, headers: request.headers, returnHeaders: true }),
  );
  const [confirmed] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!confirmed) throw invalidLink();
  await rememberDevice(deps, request, confirmed.email, headers);
  await deps.mailer.send({
    to: confirmed.email,
    subject: "Welcome to Touchline!",
    text: [
      `Hello ${confirmed.firstName},`,
      "",
      "Your Touchline account is ready. Draw your first drill, plan next week's session and print it for the pitch:",
      `${deps.env.APP_URL}/create-session`,
      "",
      "See you on the touchline!",
    ].join("\n"),
  });
  return { user: toCurrentUser(confirmed), headers };
}
