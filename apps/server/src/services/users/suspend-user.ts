import { checkAccountAction, type CurrentUser } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { publishAccessChange } from "../messages/message-notification.ts";
import { sendDirectMessage } from "../messages/send-direct-message.ts";
import { assertAllowed, lockAccountAction } from "./lock-account-action.ts";

/**
 * Suspends an account under the level rules, all in one transaction: the account is marked with the
 * reason, every browser signed in to it is signed out (its sign-in sessions are deleted, so its next
 * request is anonymous, and its live streams end on every instance), the audit line is written and the holder gets the reason as a message of
 * their own (they read it once restored). Signing in again is refused while suspended (auth/suspension.ts).
 */
export async function suspendUser(db: Database, admin: CurrentUser, targetId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { target, levelActor, auditActor, superAdminCount } = await lockAccountAction(
      tx,
      { kind: "user", user: admin },
      targetId,
    );
    assertAllowed(checkAccountAction(levelActor, target, superAdminCount));
    if (target.suspendedAt) throw new AppError("CONFLICT", "This account is already suspended.");

    await tx
      .update(users)
      .set({ suspendedAt: new Date(), suspensionReason: reason, updatedAt: new Date() })
      .where(eq(users.id, target.id));
    await tx.delete(sessions).where(eq(sessions.userId, target.id));
    await publishAccessChange(tx, target.id);
    await recordAuditEntry(tx, auditActor, {
      action: "user.suspended",
      targetType: "user",
      targetId: target.id,
      targetLabel: target.email,
      reason,
    });
    await sendDirectMessage(tx, {
      recipientId: target.id,
      senderId: admin.id,
      title: "Your account has been suspended",
      content: `An admin suspended your Touchline account.\n\nReason: ${reason}\n\nContact support if you think this is a mistake.`,
    });
  });
}
