import { NO_STORE } from "../no-store.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import type { Context } from "hono";
import { forwardCookies } from "../../auth/current-user.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { createRouter } from "../create-router.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { confirmEmail } from "../../services/auth/confirm-email.ts";
import { findResetTokenUser } from "../../services/auth/find-reset-token-user.ts";
import { requestPasswordReset } from "../../services/auth/request-password-reset.ts";
import { resetPassword } from "../../services/auth/reset-password.ts";
import { signIn } from "../../services/auth/sign-in.ts";
import { signOut } from "../../services/auth/sign-out.ts";
import { signUp } from "../../services/auth/sign-up.ts";
import {
  checkResetTokenRoute,
  confirmEmailRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  sessionRoute,
  signInRoute,
  signOutRoute,
  signUpRoute,
} from "./auth.routes.ts";

export function authRoutes(deps: AppDeps) {
  const requestMeta = (c: Context) => ({ headers: c.req.raw.headers, ip: clientIp(c, deps.env.TRUST_PROXY) });

  return createRouter()
    .openapi(signUpRoute, async (c) => {
      const { email } = await signUp(deps, c.req.valid("json"), requestMeta(c));
      return c.json({ email }, 202);
    })

    .openapi(confirmEmailRoute, async (c) => {
      const { user, headers } = await confirmEmail(deps, c.req.valid("json"), requestMeta(c));
      forwardCookies(c, headers);
      return c.json({ user }, 200);
    })

    .openapi(signInRoute, async (c) => {
      const { user, headers } = await signIn(deps, c.req.valid("json"), requestMeta(c));
      forwardCookies(c, headers);
      return c.json({ user }, 200);
    })

    .openapi(signOutRoute, async (c) => {
      const { headers } = await signOut(deps, await c.var.findUser(), requestMeta(c));
      forwardCookies(c, headers);
      return c.json({ ok: true as const }, 200);
    })

    .openapi(sessionRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      return c.json({ user: await c.var.findUser() }, 200);
    })

    .openapi(forgotPasswordRoute, async (c) => {
      await requestPasswordReset(deps, c.req.valid("json"), requestMeta(c));
      return c.json({ ok: true as const }, 202);
    })

    .openapi(checkResetTokenRoute, async (c) => {
      const owner = await findResetTokenUser(deps, c.req.valid("json").token);
      if (!owner) throw new AppError("INVALID_RESET_TOKEN", "Invalid or expired reset link");
      return c.json({ ok: true as const }, 200);
    })

    .openapi(resetPasswordRoute, async (c) => {
      const { user, headers } = await resetPassword(deps, c.req.valid("json"), requestMeta(c));
      forwardCookies(c, headers);
      return c.json({ user }, 200);
    });
}
