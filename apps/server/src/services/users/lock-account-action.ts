import { type CurrentUser, type LevelActor, type LevelRuleVerdict, type Role } from "@touchline/contracts";
import { eq, inArray, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { type AuditActor, auditActorOf, COMMAND_LINE_ACTOR } from "../audit/record-audit-entry.ts";
import { hasCredentials } from "./admin-user-row.ts";

/** Who asks for an account change: a signed-in staff member, or the operator at the command line. */
export type StaffActor = { kind: "user"; user: CurrentUser } | { kind: "command-line" };

export interface LockedAccount {
  id: string;
  email: string;
  role: Role;
  suspendedAt: Date | null;
  status: "active" | "suspended";
}

export interface AccountActionContext {
  target: LockedAccount;
  /** The actor as the level rules see them, with their level as it is now (not when they signed in). */
  levelActor: LevelActor;
  auditActor: AuditActor;
  /** Unsuspended super admins only: a suspended one cannot sign in to act. */
  superAdminCount: number;
}

/**
 * Starts an account action inside `tx`: locks the target's row, the actor's row and every super admin's
 * row (in id order, so concurrent actions queue rather than deadlock), then reads them. Two concurrent
 * demotions or suspensions of the last two super admins thus take turns, and the second finds its actor
 * suspended or demoted and one super admin left. The actor's level and suspension are read from their
 * locked row, not from the session the request came with: that was checked before the lock was waited for.
 */
export async function lockAccountAction(
  tx: Database,
  actor: StaffActor,
  targetId: string,
): Promise<AccountActionContext> {
  const ids = actor.kind === "user" ? [targetId, actor.user.id] : [targetId];
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      suspendedAt: users.suspendedAt,
      canSignIn: hasCredentials(tx),
    })
    .from(users)
    .where(or(eq(users.role, "super_admin"), inArray(users.id, ids)))
    .orderBy(users.id)
    .for("update", { of: users });

  const row = rows.find((candidate) => candidate.id === targetId);
  if (!row?.canSignIn) throw new AppError("NOT_FOUND", "There is no such account (it may have been deleted).");
  const target: LockedAccount = {
    id: row.id,
    email: row.email,
    role: row.role,
    suspendedAt: row.suspendedAt,
    status: row.suspendedAt ? "suspended" : "active",
  };
  const superAdminCount = rows.filter((candidate) => candidate.role === "super_admin" && !candidate.suspendedAt).length;
  if (actor.kind === "command-line")
    return { target, levelActor: actor, auditActor: COMMAND_LINE_ACTOR, superAdminCount };

  // Suspended while this request waited for the lock (their sessions are gone): they are signed out now.
  const actorRow = rows.find((candidate) => candidate.id === actor.user.id);
  if (!actorRow || actorRow.suspendedAt) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
  return {
    target,
    levelActor: { kind: "user", id: actorRow.id, role: actorRow.role },
    auditActor: auditActorOf(actor.user),
    superAdminCount,
  };
}

/** A refusal of the level rules as the error the client gets: the last super admin is a conflict, the rest forbidden. */
export function assertAllowed(verdict: LevelRuleVerdict): void {
  if (verdict.allowed) return;
  throw new AppError(verdict.refusal === "LAST_SUPER_ADMIN" ? "CONFLICT" : "FORBIDDEN", verdict.message);
}
