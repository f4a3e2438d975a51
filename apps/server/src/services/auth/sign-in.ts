import type { SignInRequest } from "@touchline/contracts";
import { toCurrentUser } from "../../auth/current-user.ts";
import { callAuth } from "../../auth/translate-auth-error.ts";
import type { AppDeps } from "../../lib/app-context.ts";
import { AUTH_RATE_LIMITS, consumeRateLimit, scaleRule } from "../../lib/rate-limit.ts";
import type { RequestMeta } from "./request-meta.ts";

export async function signIn(deps: AppDeps, input: SignInRequest, request: RequestMeta) {
  const email = input.email.toLowerCase();
  await consumeRateLimit(deps.db, scaleRule(AUTH_RATE_LIMITS.signInPerIp, deps.env.RATE_LIMIT_IP_FACTOR), request.ip);
  await consumeRateLimit(deps.db, AUTH_RATE_LIMITS.signInPerAccount, email);
  const { headers, response } = await callAuth(() =>
    deps.auth.api.signInEmail({
      body: { email, password: input.password },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  return { user: toCurrentUser(response.user), headers };
}
