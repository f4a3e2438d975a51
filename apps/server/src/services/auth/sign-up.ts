import type { SignUpRequest } from "@touchline/contracts";
import { and, eq } from "drizzle-orm";
import { createConfirmationLink, type PendingSignUp } from "../../auth/confirmation-links.ts";
import { callAuth } from "../../auth/translate-auth-error.ts";
import { accounts, users } from "../../db/schema.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { mailLocaleFor, writeMail } from "../../mail/mail-language.ts";
import { CONFIRM_SIGN_UP_MAIL, SIGN_UP_ATTEMPT_MAIL } from "../../mail/mail-texts.ts";
import { AUTH_RATE_LIMITS, consumeRateLimit, scaleRule } from "../rate-limits/rate-limit.ts";
import { assertPasswordNotCommon } from "./assert-password-not-common.ts";
import type { RequestMeta } from "./request-meta.ts";

/**
 * Answers the same, after the same work, whether or not the address has an account: one password hash and
 * one e-mail each time. A new address gets an unconfirmed account and a confirmation link. A confirmed
 * account is left as it is and told of the attempt. An unconfirmed one (someone may have signed up with an
 * address that is not theirs) is left as it is too, and this sign-up gets a link of its own: following a
 * link asks for the password typed at its sign-up, which only then becomes the account's
 * (auth/confirmation-links.ts). Nobody can hold an address back from its owner, nor slip a password in.
 */
export async function signUp(deps: AppDeps, input: SignUpRequest, request: RequestMeta) {
  const email = input.email.toLowerCase();
  await consumeRateLimit(deps.db, scaleRule(AUTH_RATE_LIMITS.signUpPerIp, deps.env.RATE_LIMIT_IP_FACTOR), request.ip);
  await consumeRateLimit(deps.db, AUTH_RATE_LIMITS.signUpPerAccount, email);
  await assertPasswordNotCommon(input.password);
  const { password } = await deps.auth.$context;
  const [existing] = await deps.db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));

  if (!existing) {
    const { id } = await createAccount(deps, { ...input, email }, request);
    const [credential] = await deps.db
      .select({ hash: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, id), eq(accounts.providerId, "credential")));
    await sendConfirmationLink(
      deps,
      email,
      { userId: id, passwordHash: credential?.hash ?? null, ...namesOf(input) },
      request.headers,
    );
  } else if (!existing.emailVerified) {
    const passwordHash = await password.hash(input.password);
    await sendConfirmationLink(deps, email, { userId: existing.id, passwordHash, ...namesOf(input) }, request.headers);
  } else {
    // Hashed all the same, at the same cost, so the answer takes as long as for a new address.
    await password.hash(input.password);
    await sendSignUpAttemptNotice(deps, email, request.headers);
  }
  return { email };
}

/** The unconfirmed account, through the auth library (which hashes the password once). */
async function createAccount(deps: AppDeps, input: SignUpRequest, request: RequestMeta) {
  const { user } = await callAuth(() =>
    deps.auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
      },
      headers: request.headers,
    }),
  );
  return user;
}

/**
 * An account that is confirmed from the start, for the operator's tools (`npm run user:create`): whoever
 * runs them vouches for the address. Refuses an address that already has an account.
 */
export async function createConfirmedAccount(deps: AppDeps, input: SignUpRequest) {
  const email = input.email.toLowerCase();
  await assertPasswordNotCommon(input.password);
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return null;
  const { id } = await createAccount(deps, { ...input, email }, { ip: "local", headers: new Headers() });
  await deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, id));
  return { id, email };
}

const namesOf = (input: SignUpRequest) => ({ firstName: input.firstName, lastName: input.lastName });

async function sendConfirmationLink(deps: AppDeps, email: string, signUp: PendingSignUp, headers: Headers) {
  // A new account has chosen no language yet: the mail speaks the one the coach signed up in.
  const locale = await mailLocaleFor(deps.db, { headers });
  const token = await createConfirmationLink(deps.db, signUp);
  // The spec's confirmation lands on the site root, which signs the coach in and shows the dashboard.
  const link = `${deps.env.APP_URL}/?confirm=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: email,
    ...writeMail(locale, CONFIRM_SIGN_UP_MAIL, { name: signUp.firstName ?? "", link }),
    secrets: [link],
  });
}

/** Tells the holder of an account that someone tried to sign up with its address; nothing else changes. */
async function sendSignUpAttemptNotice(deps: AppDeps, email: string, headers: Headers) {
  await deps.mailer.send({
    to: email,
    ...writeMail(await mailLocaleFor(deps.db, { email, headers }), SIGN_UP_ATTEMPT_MAIL, {
      signInLink: `${deps.env.APP_URL}/login`,
      resetLink: `${deps.env.APP_URL}/forgot-password`,
    }),
  });
}
