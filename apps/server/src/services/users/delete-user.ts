import { checkAccountAction, type CurrentUser } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { removeAccount } from "../account/remove-account.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { assertAllowed, lockAccountAction } from "./lock-account-action.ts";

/**
 * Deletes an account under the level rules exactly as its holder's own deletion does (`removeAccount`:
 * their sessions, drills and sign-ins go, feedback stays anonymous, copies credit 'A former coach'),
 * with the audit line in the same transaction. That line keeps the address deleted as its label, and no id:
 * nothing else of the account remains anywhere.
 */
export async function deleteUser(db: Database, admin: CurrentUser, targetId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { target, levelActor, auditActor, superAdminCount } = await lockAccountAction(
      tx,
      { kind: "user", user: admin },
      targetId,
    );
    assertAllowed(checkAccountAction(levelActor, target, superAdminCount));
    await removeAccount(tx, target);
    await recordAuditEntry(tx, auditActor, {
      action: "user.deleted",
      targetType: "user",
      targetId: "",
      targetLabel: target.email,
      reason,
    });
  });
}
