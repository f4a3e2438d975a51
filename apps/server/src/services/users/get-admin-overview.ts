import { count, eq } from "drizzle-orm";
import { type AdminOverviewResponse, ROLES, type Role } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { feedback, sessionReports, trainingSessions, users } from "../../db/schema.ts";
import { hasCredentials } from "./admin-user-row.ts";

/**
 * The admin dashboard's counts. Users are the accounts User Management lists (those with credentials), so
 * the demo author, whom nobody can sign in as, is not counted on one screen and missing from the other.
 */
export async function getAdminOverview(db: Database): Promise<AdminOverviewResponse> {
  const [rows, [sessions], [publicSessions], [openFeedback], [openReports]] = await Promise.all([
    db.select({ role: users.role, total: count() }).from(users).where(hasCredentials(db)).groupBy(users.role),
    db.select({ total: count() }).from(trainingSessions),
    db.select({ total: count() }).from(trainingSessions).where(eq(trainingSessions.visibility, "public")),
    db.select({ total: count() }).from(feedback).where(eq(feedback.status, "open")),
    db.select({ total: count() }).from(sessionReports).where(eq(sessionReports.status, "open")),
  ]);
  const usersByRole = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>;
  for (const row of rows) usersByRole[row.role] = row.total;
  return {
    users: rows.reduce((sum, row) => sum + row.total, 0),
    usersByRole,
    sessions: sessions?.total ?? 0,
    publicSessions: publicSessions?.total ?? 0,
    openFeedback: openFeedback?.total ?? 0,
    openReports: openReports?.total ?? 0,
  };
}
