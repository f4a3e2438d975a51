import type { CurrentUser, DeleteAccountRequest } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RequestMeta } from "../auth/request-meta.ts";
import { consumePasswordCheck } from "./account-rate-limits.ts";
import { removeAccount } from "./remove-account.ts";
import { verifyCurrentPassword } from "./verify-current-password.ts";

/**
 * Deletes the caller's own account at once (the Privacy page promises within 30 days), in one
 * transaction (see `removeAccount` for what goes and what stays). The caller then clears this
 * browser's cookie.
 */
export async function deleteAccount(
  deps: AppDeps,
  user: CurrentUser,
  input: DeleteAccountRequest,
  request: RequestMeta,
) {
  await consumePasswordCheck(deps, user.id, request.ip);
  await verifyCurrentPassword(deps.db, user.id, input.password, "password");

  await deps.db.transaction(async (tx) => {
    if (user.role === "super_admin") {
      // Locking every super admin row makes two of them deleting at once take turns: the second sees the first gone.
      const superAdmins = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, "super_admin"))
        .orderBy(users.id)
        .for("update");
      if (!superAdmins.some((admin) => admin.id !== user.id)) {
        throw new AppError(
          "CONFLICT",
          "You are the only super admin. Give another account the super admin level before deleting yours.",
        );
      }
    }
    await removeAccount(tx, user);
  });

  const { headers } = await deps.auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return { headers };
}
