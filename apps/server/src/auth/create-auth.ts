import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth/minimal";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "../db/client.ts";
import { accounts, sessions, users, verifications } from "../db/schema.ts";
import { mailLocaleFor, writeMail } from "../mail/mail-language.ts";
import type { Mailer } from "../mail/mailer.ts";
import { PASSWORD_RESET_MAIL } from "../mail/mail-texts.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@touchline/contracts";
import { hashPassword, OWASP_SCRYPT_COST, type ScryptCost, verifyPassword } from "./password-hash.ts";
import { hashResetIdentifier, keepNewestResetLink, RESET_LINK_PREFIX } from "./reset-links.ts";
import { withHashedSessionTokens } from "./session-tokens.ts";
import { refuseSuspendedSession } from "./suspension.ts";

/**
 * The headers of the request that asked for a reset link. The library calls `sendResetPassword` without the
 * request when the server itself calls its API (services/auth/request-password-reset.ts), and the mail
 * needs the asker's language when their account names none.
 */
export const resetRequestHeaders = new AsyncLocalStorage<Headers>();

export interface CreateAuthOptions {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  secret: string;
  /** How hard new password hashes are; only tests choose a cheaper one than OWASP's. */
  passwordCost?: ScryptCost;
}

/**
 * A session ends after a week without use, and a month after its sign-in however much it is used. The library
 * slides `expiresAt` by the idle time when a request comes more than a day after the last slide (so at most
 * one write a day); the month is checked against the row's `createdAt` that the session lookup already reads
 * (`lookUpUser`, `sessionRole`), so neither costs a query per request.
 */
export const SESSION_IDLE_SECONDS = 60 * 60 * 24 * 7;
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
const SESSION_REFRESH_SECONDS = 60 * 60 * 24;

/** One hour, as the reset e-mail promises. */
export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;

/**
 * The auth library owns passwords, sessions and reset tokens. Touchline does not mount its HTTP handler:
 * our own routes call its server API, so every auth response uses our contracts and error shape.
 */
export function createAuth({ db, mailer, appUrl, secret, passwordCost = OWASP_SCRYPT_COST }: CreateAuthOptions) {
  return betterAuth({
    appName: "Touchline",
    baseURL: appUrl,
    secret,
    trustedOrigins: [appUrl],
    // Session rows hold a hash of their token, never the token (auth/session-tokens.ts).
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: "pg",
        schema: { user: users, session: sessions, account: accounts, verification: verifications },
      }),
    ),
    user: {
      additionalFields: {
        firstName: { type: "string", required: true, input: true },
        lastName: { type: "string", required: true, input: true },
        role: { type: "string", required: false, input: false, defaultValue: "none" },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // A new account signs in by following the confirmation link it is mailed (services/auth/sign-up.ts),
      // and the right password on an unconfirmed account is answered EMAIL_NOT_VERIFIED, with no session.
      autoSignIn: false,
      requireEmailVerification: true,
      password: { hash: (password) => hashPassword(password, passwordCost), verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }, request) {
        // A new link cancels the older ones; a link that a request made at the same moment outdid is not sent.
        if (!(await keepNewestResetLink(db, user.id, token))) return;
        const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        const headers = request?.headers ?? resetRequestHeaders.getStore();
        const locale = await mailLocaleFor(db, { email: user.email, headers });
        await mailer.send({
          to: user.email,
          ...writeMail(locale, PASSWORD_RESET_MAIL, { name: user.name, link }),
          secrets: [link],
        });
      },
    },
    // Our sign-up mails its own single-use link (auth/confirmation-links.ts); following it asks the library to
    // confirm the address and sign in. No sendVerificationEmail: the library mails nothing itself.
    emailVerification: {
      sendOnSignUp: false,
      autoSignInAfterVerification: true,
    },
    // Reset links are kept as a hash of their token (auth/reset-links.ts), never the token itself.
    verification: {
      storeIdentifier: { default: "plain", overrides: { [RESET_LINK_PREFIX]: { hash: hashResetIdentifier } } },
    },
    databaseHooks: {
      session: {
        create: {
          async before(session) {
            await refuseSuspendedSession(db, session.userId);
          },
        },
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    advanced: {
      cookiePrefix: "touchline",
      useSecureCookies: appUrl.startsWith("https://"),
    },
    // Our own limiter (services/rate-limits/rate-limit.ts) counts per IP and per account in the database.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Its warnings ("User not found" on a reset request, "Invalid password") would log who asked about which address.
    logger: { level: "error" },
  });
}

export type Auth = ReturnType<typeof createAuth>;
