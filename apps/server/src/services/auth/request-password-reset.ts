import type { ForgotPasswordRequest } from "@touchline/contracts";
import { resetRequestHeaders } from "../../auth/create-auth.ts";
import { callAuth } from "../../auth/translate-auth-error.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { AUTH_RATE_LIMITS, consumeRateLimit, scaleRule } from "../rate-limits/rate-limit.ts";
import type { RequestMeta } from "./request-meta.ts";

/**
 * Answers the same whether or not the address has an account, and after the same work: the two rate-limit
 * counts, which every address gets. Looking the account up, making the link and mailing it happen once
 * the answer is on its way (`afterResponse`), for every address, so the answer's timing tells nothing.
 */
export async function requestPasswordReset(deps: AppDeps, input: ForgotPasswordRequest, request: RequestMeta) {
  const email = input.email.toLowerCase();
  await consumeRateLimit(
    deps.db,
    scaleRule(AUTH_RATE_LIMITS.forgotPasswordPerIp, deps.env.RATE_LIMIT_IP_FACTOR),
    request.ip,
  );
  await consumeRateLimit(deps.db, AUTH_RATE_LIMITS.forgotPasswordPerAccount, email);
  deps.afterResponse.run("A password reset request", () =>
    resetRequestHeaders.run(request.headers, () =>
      callAuth(() =>
        deps.auth.api.requestPasswordReset({
          body: { email, redirectTo: `${deps.env.APP_URL}/reset-password` },
          headers: request.headers,
        }),
      ),
    ),
  );
}
