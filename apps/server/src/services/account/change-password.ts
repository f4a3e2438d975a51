import type { ChangePasswordRequest } from "@touchline/contracts";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { cancelResetLinks } from "../../auth/reset-links.ts";
import { callAuth } from "../../auth/translate-auth-error.ts";
import { users } from "../../db/schema.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { assertPasswordNotCommon } from "../auth/assert-password-not-common.ts";
import type { RequestMeta } from "../auth/request-meta.ts";
import { sendPasswordChangedNotice } from "../auth/send-password-changed-notice.ts";
import { publishAccessChange } from "../messages/message-notification.ts";
import { consumePasswordCheck } from "./account-rate-limits.ts";
import { wrongCurrentPassword } from "./verify-current-password.ts";

/**
 * Sets a new password after checking the current one. Every session of the user ends and this browser
 * gets a fresh one (the auth library's `revokeOtherSessions`), so a cookie stolen before the change is
 * worthless after it while the coach stays signed in here. Pending reset links die with the old password,
 * and the account's address is told. Returns the new cookie to forward.
 */
export async function changePassword(
  deps: AppDeps,
  userId: string,
  input: ChangePasswordRequest,
  request: RequestMeta,
) {
  await consumePasswordCheck(deps, userId, request.ip);
  await assertPasswordNotCommon(input.newPassword);
  let headers: Headers;
  try {
    ({ headers } = await callAuth(() =>
      deps.auth.api.changePassword({
        body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
        headers: request.headers,
        returnHeaders: true,
      }),
    ));
  } catch (error) {
    if (error instanceof APIError && error.body?.code === "INVALID_PASSWORD")
      throw wrongCurrentPassword("currentPassword");
    throw error;
  }
  await cancelResetLinks(deps.db, userId);
  const [account] = await deps.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (account) await sendPasswordChangedNotice(deps, account, "settings", request.headers);
  // The streams of the ended sessions end too; this browser's reconnect with the cookie answered now.
  await publishAccessChange(deps.db, userId);
  return { headers };
}
