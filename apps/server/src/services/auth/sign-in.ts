import type { SignInRequest } from "@touchline/contracts";
import { toCurrentUser } from "../../auth/current-user.ts";
import { isKnownDevice, knownDeviceCookie } from "../../auth/known-device.ts";
import { callAuth } from "../../auth/translate-auth-error.ts";
import type { AppDeps } from "../../app/app-context.ts";
import {
  AUTH_RATE_LIMITS,
  consumeRateLimit,
  refundRateLimit,
  scaleRule,
  signInPerAccountFromIp,
} from "../rate-limits/rate-limit.ts";
import type { RequestMeta } from "./request-meta.ts";

/**
 * Attempts are counted per IP and per account from that IP for everyone, and per account from every IP
 * only for browsers that have not signed in to the account before: strangers can slow themselves, not lock
 * the owner out of the owner's devices. The per-account limits are limits on failures: a successful sign-in
 * gives its count back, so a coach who signs in often is never held by them.
 */
export async function signIn(deps: AppDeps, input: SignInRequest, request: RequestMeta) {
  const email = input.email.toLowerCase();
  const { secret } = await deps.auth.$context;
  await consumeRateLimit(deps.db, scaleRule(AUTH_RATE_LIMITS.signInPerIp, deps.env.RATE_LIMIT_IP_FACTOR), request.ip);
  const secure = isSecureApp(deps);
  const perAccount = [signInPerAccountFromIp(request.ip)];
  if (!isKnownDevice(request.headers, secret, email, secure)) perAccount.push(AUTH_RATE_LIMITS.signInPerAccount);
  for (const rule of perAccount) await consumeRateLimit(deps.db, rule, email);
  const { headers, response } = await callAuth(() =>
    deps.auth.api.signInEmail({
      body: { email, password: input.password },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  for (const rule of perAccount) await refundRateLimit(deps.db, rule, email);
  await rememberDevice(deps, request, email, headers);
  return { user: toCurrentUser(response.user), headers };
}

const isSecureApp = (deps: AppDeps) => deps.env.APP_URL.startsWith("https://");

/** Adds the known-device cookie to a successful sign-in's cookies. */
export async function rememberDevice(deps: AppDeps, request: RequestMeta, email: string, headers: Headers) {
  const { secret } = await deps.auth.$context;
  headers.append("Set-Cookie", knownDeviceCookie(request.headers, secret, email, isSecureApp(deps)));
}
