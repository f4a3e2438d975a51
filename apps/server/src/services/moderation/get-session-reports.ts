import type { SessionReportsResponse } from "@touchline/contracts";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sessionReports, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { authorNameOf } from "../sessions/session-row.ts";
import { findReportedSession } from "./reported-session.ts";

const r = sessionReports;

/**
 * One session with every report on it, open ones first, then newest first. A public session answers
 * even without reports; one that is no longer public only while it has reports, and without its title.
 */
export async function getSessionReports(db: Database, sessionId: string): Promise<SessionReportsResponse> {
  const session = await findReportedSession(db, sessionId);
  const rows = await db
    .select({
      id: r.id,
      reason: r.reason,
      details: r.details,
      status: r.status,
      createdAt: r.createdAt,
      reporterFirstName: users.firstName,
      reporterLastName: users.lastName,
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.reporterId))
    .where(eq(r.sessionId, sessionId))
    .orderBy(sql`(${r.status} = 'open') desc`, desc(r.createdAt), desc(r.id));
  // A private session without reports is none of the moderators' business: it answers like a missing one.
  if (!session.isPublic && rows.length === 0) throw new AppError("NOT_FOUND", "Session not found");
  return {
    session,
    reports: rows.map(({ reporterFirstName, reporterLastName, createdAt, ...row }) => ({
      ...row,
      reporterName: authorNameOf(reporterFirstName, reporterLastName),
      createdAt: createdAt.toISOString(),
    })),
  };
}
