import type { AdminUserResponse } from "@touchline/contracts";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { drills, feedback, trainingSessions, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { listAuditEntries } from "../audit/list-audit-entries.ts";
import { adminUserSummaryColumns, hasCredentials, toAdminUserSummary } from "./admin-user-row.ts";

/** The newest this many staff actions on the account are shown on its page. */
export const USER_AUDIT_LIMIT = 50;

/** A user's page for admins: profile, level, status, counts of what they made, and what staff did to the account. */
export async function getUserDetails(db: Database, id: string): Promise<AdminUserResponse> {
  const [row] = await db
    .select({
      ...adminUserSummaryColumns,
      firstName: users.firstName,
      lastName: users.lastName,
      suspensionReason: users.suspensionReason,
    })
    .from(users)
    .where(and(eq(users.id, id), hasCredentials(db)));
  if (!row) throw new AppError("NOT_FOUND", "There is no such account (it may have been deleted).");

  const total = (rows: { total: number }[]) => rows[0]?.total ?? 0;
  const [sessions, publicSessions, libraryDrills, feedbackItems, superAdmins, audit] = await Promise.all([
    db.select({ total: count() }).from(trainingSessions).where(eq(trainingSessions.ownerId, id)),
    db
      .select({ total: count() })
      .from(trainingSessions)
      .where(and(eq(trainingSessions.ownerId, id), eq(trainingSessions.visibility, "public"))),
    db.select({ total: count() }).from(drills).where(eq(drills.ownerId, id)),
    db.select({ total: count() }).from(feedback).where(eq(feedback.userId, id)),
    db
      .select({ total: count() })
      .from(users)
      .where(and(eq(users.role, "super_admin"), isNull(users.suspendedAt))),
    listAuditEntries(db, { target: { type: "user", id }, limit: USER_AUDIT_LIMIT }),
  ]);

  return {
    user: {
      ...toAdminUserSummary(row),
      firstName: row.firstName,
      lastName: row.lastName,
      suspendedAt: row.suspendedAt?.toISOString() ?? null,
      suspensionReason: row.suspendedAt ? row.suspensionReason : null,
      counts: {
        sessions: total(sessions),
        publicSessions: total(publicSessions),
        drills: total(libraryDrills),
        feedback: total(feedbackItems),
      },
    },
    audit,
    superAdminCount: total(superAdmins),
  };
}
