import type { Context } from "hono";
import { forwardCookies } from "../../auth/current-user.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { createRouter } from "../create-router.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { changePassword } from "../../services/account/change-password.ts";
import { confirmEmailChange } from "../../services/account/confirm-email-change.ts";
import { deleteAccount } from "../../services/account/delete-account.ts";
import { exportAccount } from "../../services/account/export-account.ts";
import { getAccount } from "../../services/account/get-account.ts";
import { requestEmailChange } from "../../services/account/request-email-change.ts";
import { updatePreferences } from "../../services/account/update-preferences.ts";
import { updateProfile } from "../../services/account/update-profile.ts";
import {
  changePasswordRoute,
  confirmEmailChangeRoute,
  deleteAccountRoute,
  exportAccountRoute,
  getAccountRoute,
  requestEmailChangeRoute,
  updatePreferencesRoute,
  updateProfileRoute,
} from "./account.routes.ts";

export function accountRoutes(deps: AppDeps) {
  const requestMeta = (c: Context) => ({ headers: c.req.raw.headers, ip: clientIp(c, deps.env.TRUST_PROXY) });

  return createRouter()
    .openapi(getAccountRoute, async (c) => {
      const user = c.var.user;
      return c.json({ account: await getAccount(deps.db, user.id) }, 200);
    })

    .openapi(updateProfileRoute, async (c) => {
      const user = c.var.user;
      return c.json({ user: await updateProfile(deps, user.id, c.req.valid("json"), requestMeta(c)) }, 200);
    })

    .openapi(updatePreferencesRoute, async (c) => {
      const user = c.var.user;
      return c.json({ preferences: await updatePreferences(deps.db, user.id, c.req.valid("json")) }, 200);
    })

    .openapi(requestEmailChangeRoute, async (c) => {
      const user = c.var.user;
      const { pendingEmail } = await requestEmailChange(deps, user, c.req.valid("json"), requestMeta(c));
      return c.json({ ok: true as const, pendingEmail }, 202);
    })

    .openapi(confirmEmailChangeRoute, async (c) => {
      const user = c.var.user;
      return c.json({ user: await confirmEmailChange(deps, user, c.req.valid("json").token, requestMeta(c)) }, 200);
    })

    .openapi(changePasswordRoute, async (c) => {
      const user = c.var.user;
      const { headers } = await changePassword(deps, user.id, c.req.valid("json"), requestMeta(c));
      forwardCookies(c, headers);
      return c.json({ ok: true as const }, 200);
    })

    .openapi(exportAccountRoute, async (c) => {
      const user = c.var.user;
      const data = await exportAccount(deps, user.id);
      const day = data.exportedAt.slice(0, 10);
      c.header("Content-Disposition", `attachment; filename="touchline-export-${day}.json"`);
      return c.json(data, 200);
    })

    .openapi(deleteAccountRoute, async (c) => {
      const user = c.var.user;
      const { headers } = await deleteAccount(deps, user, c.req.valid("json"), requestMeta(c));
      forwardCookies(c, headers);
      return c.json({ ok: true as const }, 200);
    });
}
