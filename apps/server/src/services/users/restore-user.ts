import { checkAccountAction, type CurrentUser } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { assertAllowed, lockAccountAction } from "./lock-account-action.ts";

/** Lifts a suspension under the level rules, with its audit line: the holder can sign in again. */
export async function restoreUser(db: Database, admin: CurrentUser, targetId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { target, levelActor, auditActor, superAdminCount } = await lockAccountAction(
      tx,
      { kind: "user", user: admin },
      targetId,
    );
    assertAllowed(checkAccountAction(levelActor, target, superAdminCount));
    if (!target.suspendedAt) throw new AppError("CONFLICT", "This account is not suspended.");

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
