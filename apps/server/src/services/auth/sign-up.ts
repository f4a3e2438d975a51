import type { SignUpRequest } from "@touchline/contracts";
import { callAuth } from "../../auth/translate-auth-error.ts";
import { toCurrentUser } from "../../auth/current-user.ts";
import type { AppDeps } from "../../lib/app-context.ts";
import { AUTH_RATE_LIMITS, consumeRateLimit, scaleRule } from "../../lib/rate-limit.ts";
import { assertPasswordNotCommon } from "./assert-password-not-common.ts";
import type { RequestMeta } from "./request-meta.ts";

/** Creates the account and signs the coach in at once; a welcome e-mail follows. */
export async function signUp(deps: AppDeps, input: SignUpRequest, request: RequestMeta) {
  const email = input.email.toLowerCase();
  await consumeRateLimit(deps.db, scaleRule(AUTH_RATE_LIMITS.signUpPerIp, deps.env.RATE_LIMIT_IP_FACTOR), request.ip);
  await consumeRateLimit(deps.db, AUTH_RATE_LIMITS.signUpPerAccount, email);
  await assertPasswordNotCommon(input.password);
  const { headers, response } = await callAuth(() =>
    deps.auth.api.signUpEmail({
      body: {
        email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
      },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  await deps.mailer.send({
    to: email,
    subject: "Welcome to Touchline!",
    text: [
      `Hello ${input.firstName},`,
      "",
      "Your Touchline account is ready. Draw your first drill, plan next week's session and print it for the pitch:",
      `${deps.env.APP_URL}/create-session`,
      "",
      "See you on the touchline!",
    ].join("\n"),
  });
  return { user: toCurrentUser(response.user), headers };
}
