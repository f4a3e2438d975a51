import { checkLevelChange, type Role } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { publishAccessChange } from "../messages/message-notification.ts";
import { assertAllowed, lockAccountAction, type StaffActor } from "./lock-account-action.ts";

export interface LevelChange {
  from: Role;
  to: Role;
  /** False when the account already had that level: nothing was written. */
  changed: boolean;
}

/**
 * Moves an account to another level under the level rules (`checkLevelChange`), with its audit line in
 * the same transaction, and ends the account's live streams on every instance once it commits. The screens and the command-line tool both come through here.
 */
export async function changeUserLevel(
  db: Database,
  actor: StaffActor,
  targetId: string,
  to: Role,
): Promise<LevelChange> {
  return db.transaction(async (tx) => {
    const { target, levelActor, auditActor, superAdminCount } = await lockAccountAction(tx, actor, targetId);
    assertAllowed(checkLevelChange(levelActor, target, to, superAdminCount));
    if (target.role === to) return { from: to, to, changed: false };
    await tx.update(users).set({ role: to, updatedAt: new Date() }).where(eq(users.id, target.id));
    // Their open streams hear of broadcasts by the old level: they end, and reconnect with the new one.
    await publishAccessChange(tx, target.id);
    await recordAuditEntry(tx, auditActor, {
      action: "user.level_changed",
      targetType: "user",
      targetId: target.id,
      targetLabel: target.email,
      details: { from: target.role, to },
    });
    return { from: target.role, to, changed: true };
  });
}
