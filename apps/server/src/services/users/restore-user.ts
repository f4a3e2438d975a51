import { checkAccountAction } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { accountIdByEmail } from "./account-id-by-email.ts";
import { assertAllowed, lockAccountAction, type StaffActor } from "./lock-account-action.ts";

/**
 * Lifts a suspension under the level rules, with its audit line: the holder can sign in again. The admin
 * screens and the command-line tool (`npm run user:restore`) both come through here.
 */
export async function restoreUser(db: Database, actor: StaffActor, targetId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { target, levelActor, auditActor, superAdminCount } = await lockAccountAction(tx, actor, targetId);
    // First, as restoring an account that is not suspended would change nothing, which the level rules'
    // refusals (the last super admin, say) would only obscure; any admin sees the status in the list anyway.
    if (!target.suspendedAt) throw new AppError("CONFLICT", "This account is not suspended.");
    assertAllowed(checkAccountAction(levelActor, target, superAdminCount));

    await tx
      .update(users)
      .set({ suspendedAt: null, suspensionReason: null, updatedAt: new Date() })
      .where(eq(users.id, target.id));
    await recordAuditEntry(tx, auditActor, {
      action: "user.restored",
      targetType: "user",
      targetId: target.id,
      targetLabel: target.email,
    });
  });
}

/**
 * The command-line restore: lifts the suspension of the account with this e-mail as the operator, e.g.
 * when no super admin who could do it is left. False when no account has that address; a refusal
 * (not suspended) throws its AppError.
 */
export async function restoreUserByEmail(db: Database, email: string): Promise<boolean> {
  const accountId = await accountIdByEmail(db, email);
  if (!accountId) return false;
  await restoreUser(db, { kind: "command-line" }, accountId);
  return true;
}
