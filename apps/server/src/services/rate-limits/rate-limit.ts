import { and, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rateLimitCounters } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

export interface RateLimitRule {
  /**
   * Names the rule in the counter key, e.g. `sign-in:ip`. It ends with what it counts: `:ip`, or
   * `:account` for an account's address or user id, whose counters go when the account is deleted.
   */
  name: `${string}:ip` | `${string}:account`;
  limit: number;
  windowSeconds: number;
}

export const AUTH_RATE_LIMITS = {
  signInPerIp: { name: "sign-in:ip", limit: 30, windowSeconds: 15 * 60 },
  /** Every address together; a browser that has signed in to the account before is not held by it (auth/known-device.ts). */
  signInPerAccount: { name: "sign-in:account", limit: 10, windowSeconds: 15 * 60 },
  signUpPerIp: { name: "sign-up:ip", limit: 10, windowSeconds: 60 * 60 },
  signUpPerAccount: { name: "sign-up:account", limit: 5, windowSeconds: 60 * 60 },
  forgotPasswordPerIp: { name: "forgot-password:ip", limit: 10, windowSeconds: 60 * 60 },
  forgotPasswordPerAccount: { name: "forgot-password:account", limit: 3, windowSeconds: 60 * 60 },
  resetPasswordPerIp: { name: "reset-password:ip", limit: 20, windowSeconds: 60 * 60 },
  confirmEmailPerIp: { name: "confirm-email:ip", limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * Counts one request against `rule` for `subject` and throws RATE_LIMITED past the limit. One upsert
 * per call, so concurrent requests on any number of server instances count exactly.
 */
export async function consumeRateLimit(db: Database, rule: RateLimitRule, subject: string): Promise<void> {
  const key = `${rule.name}:${subject}`;
  const windowExpired = sql`${rateLimitCounters.windowStartedAt} <= now() - make_interval(secs => ${rule.windowSeconds})`;
  const [counter] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStartedAt: sql`now()`, windowSeconds: rule.windowSeconds, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        windowSeconds: rule.windowSeconds,
        count: sql`case when ${windowExpired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${windowExpired} then now() else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning({
      count: rateLimitCounters.count,
      secondsLeft: sql<number>`ceil(extract(epoch from (${rateLimitCounters.windowStartedAt} + make_interval(secs => ${rule.windowSeconds}) - now())))::int`,
    });
  if (counter && counter.count > rule.limit) {
    const retryAfterSeconds = Math.max(1, Number(counter.secondsLeft));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new AppError(
      "RATE_LIMITED",
      `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
      undefined,
      retryAfterSeconds,
    );
  }
}

/**
 * Takes back one request counted by `consumeRateLimit`, for a limit on failures: the attempt is counted
 * before it runs (so parallel attempts cannot slip past the limit) and given back once it succeeds.
 */
export async function refundRateLimit(db: Database, rule: RateLimitRule, subject: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(eq(rateLimitCounters.key, `${rule.name}:${subject}`));
}

/**
 * Sign-in attempts at one account from one address, for everyone, known devices included. The address is
 * part of the rule's name, so the key still ends with `:account:<address>` and goes with the account.
 */
export function signInPerAccountFromIp(ip: string): RateLimitRule {
  return { name: `sign-in@${ip}:account`, limit: 10, windowSeconds: 15 * 60 };
}

/** Clears an account's sign-in counters (all addresses and each address): a password reset lifts a lock-out. */
export async function deleteSignInCounters(db: Database, email: string) {
  const end = `:account:${email.toLowerCase()}`;
  await db
    .delete(rateLimitCounters)
    .where(
      and(
        sql`right(${rateLimitCounters.key}, char_length(${end})) = ${end}`,
        or(
          eq(rateLimitCounters.key, `${AUTH_RATE_LIMITS.signInPerAccount.name}:${email.toLowerCase()}`),
          sql`left(${rateLimitCounters.key}, 8) = 'sign-in@'`,
        ),
      ),
    );
}

/** Scales a per-IP rule (see RATE_LIMIT_IP_FACTOR); per-account rules are never relaxed. */
export function scaleRule(rule: RateLimitRule, factor: number): RateLimitRule {
  return { ...rule, limit: Math.ceil(rule.limit * factor) };
}

/**
 * Deletes every counter of the `…:account` rules that names this account, by its user id or its address
 * (sign-in and its like count the address, since nobody is signed in yet), inside the caller's transaction.
 * Matching on the key's end rather than on a list of rules means a rule added later cannot be forgotten.
 */
export async function deleteAccountRateLimitCounters(db: Database, account: { id: string; email: string }) {
  const keyEnds = [account.id, account.email.toLowerCase()].map((subject) => `:account:${subject}`);
  await db
    .delete(rateLimitCounters)
    .where(or(...keyEnds.map((end) => sql`right(${rateLimitCounters.key}, char_length(${end})) = ${end}`)));
}

/** Deletes the counters whose window has passed: a new request would start afresh anyway. */
export async function deleteExpiredRateLimitCounters(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(
      sql`${rateLimitCounters.windowStartedAt} <= now() - make_interval(secs => ${rateLimitCounters.windowSeconds})`,
    )
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
