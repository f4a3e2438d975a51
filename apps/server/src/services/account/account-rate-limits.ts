import type { AppDeps } from "../../app/app-context.ts";
import { consumeRateLimit, type RateLimitRule, scaleRule } from "../rate-limits/rate-limit.ts";

/**
 * The settings operations that check a password or send mail are limited per account (the subject is
 * the user id) and per address, like sign-in: a stolen session cookie must not become a password oracle
 * or a mail cannon.
 */
export const ACCOUNT_RATE_LIMITS = {
  passwordCheckPerIp: { name: "account-password:ip", limit: 30, windowSeconds: 15 * 60 },
  passwordCheckPerAccount: { name: "account-password:account", limit: 10, windowSeconds: 15 * 60 },
  emailChangePerAccount: { name: "email-change:account", limit: 5, windowSeconds: 60 * 60 },
  emailConfirmPerAccount: { name: "email-confirm:account", limit: 20, windowSeconds: 60 * 60 },
  exportPerAccount: { name: "account-export:account", limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/** Counts one attempt at an operation that checks the current password. */
export async function consumePasswordCheck(deps: AppDeps, userId: string, ip: string): Promise<void> {
  await consumeRateLimit(deps.db, scaleRule(ACCOUNT_RATE_LIMITS.passwordCheckPerIp, deps.env.RATE_LIMIT_IP_FACTOR), ip);
  await consumeRateLimit(deps.db, ACCOUNT_RATE_LIMITS.passwordCheckPerAccount, userId);
}
