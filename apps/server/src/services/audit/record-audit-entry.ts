import type { AuditAction, AuditTargetType, CurrentUser } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";

/** Who did it, as the audit log keeps it: the account (null for the command line) and a readable label. */
export interface AuditActor {
  id: string | null;
  label: string;
}

export function auditActorOf(user: Pick<CurrentUser, "id" | "email" | "firstName" | "lastName">): AuditActor {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return { id: user.id, label: name ? `${name} <${user.email}>` : user.email };
}

export const COMMAND_LINE_ACTOR: AuditActor = { id: null, label: "Command line" };

export interface AuditEntryInput {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  targetLabel?: string;
  reason?: string;
  details?: Record<string, string | number | boolean | null>;
}

/**
 * Writes one audit line. Give it the transaction of the action itself, so the line exists exactly when
 * the action committed.
 */
export async function recordAuditEntry(tx: Database, actor: AuditActor, entry: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorLabel: actor.label,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel ?? "",
    reason: entry.reason ?? "",
    details: entry.details ?? {},
  });
}
