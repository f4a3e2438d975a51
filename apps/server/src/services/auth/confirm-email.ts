import type { ConfirmEmailRequest } from "@touchline/contracts";
import { createEmailVerificationToken } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import {
  cancelConfirmationLinks,
  consumeConfirmationLink,
  readConfirmationLink,
} from "../../auth/confirmation-links.ts";
import { verifyPassword } from "../../auth/password-hash.ts";
import { toCurrentUser } from "../../auth/current-user.ts";
import { callAuth } from "../../auth/translate-auth-error.ts";
import { accounts, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { mailLocaleFor, writeMail } from "../../mail/mail-language.ts";
import { WELCOME_MAIL } from "../../mail/mail-texts.ts";
import { AUTH_RATE_LIMITS, consumeRateLimit, scaleRule } from "../rate-limits/rate-limit.ts";
import type { RequestMeta } from "./request-meta.ts";
import { rememberDevice } from "./sign-in.ts";

const invalidLink = () =>
  new AppError("INVALID_CONFIRMATION_LINK", "Invalid or expired confirmation link. Sign up again to get a new one.");

const wrongPassword = () =>
  new AppError(
    "INVALID_CREDENTIALS",
    "That is not the password you chose when you signed up. Enter the password from the sign-up this e-mail answered.",
  );

/**
 * Follows a confirmation link once, with the password typed at its sign-up: that password becomes the
 * account's, the address is confirmed and this browser signed in, the account's other links are cancelled,
 * then the welcome e-mail goes out (sent now rather than at sign-up, which no longer tells a new address
 * from a taken one). A wrong password leaves the link as it was.
 */
export async function confirmEmail(deps: AppDeps, input: ConfirmEmailRequest, request: RequestMeta) {
  await consumeRateLimit(
    deps.db,
    scaleRule(AUTH_RATE_LIMITS.confirmEmailPerIp, deps.env.RATE_LIMIT_IP_FACTOR),
    request.ip,
  );
  const signUp = await readConfirmationLink(deps.db, input.token);
  if (!signUp) throw invalidLink();
  const { userId } = signUp;
  const [pending] = await deps.db
    .select({ email: users.email, emailVerified: users.emailVerified, passwordHash: accounts.password })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(eq(users.id, userId));
  // A password reset confirms the address too; the link it left behind signs nobody in.
  if (!pending || pending.emailVerified) {
    await consumeConfirmationLink(deps.db, input.token);
    throw invalidLink();
  }
  const passwordHash = signUp.passwordHash ?? pending.passwordHash;
  if (!passwordHash || !(await verifyPassword({ hash: passwordHash, password: input.password }))) throw wrongPassword();
  if (!(await consumeConfirmationLink(deps.db, input.token))) throw invalidLink();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ password: passwordHash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
    if (signUp.firstName !== null && signUp.lastName !== null) {
      const { firstName, lastName } = signUp;
      await tx
        .update(users)
        .set({ name: `${firstName} ${lastName}`, firstName, lastName, updatedAt: new Date() })
        .where(eq(users.id, userId));
    }
    await cancelConfirmationLinks(tx, userId);
  });

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
    ...writeMail(await mailLocaleFor(deps.db, { email: confirmed.email, headers: request.headers }), WELCOME_MAIL, {
      name: confirmed.firstName,
      link: `${deps.env.APP_URL}/create-session`,
    }),
  });
  return { user: toCurrentUser(confirmed), headers };
}
