import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { ReportSessionRequest } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { sessionReports } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { findVisibleSession } from "../sessions/find-session.ts";

/**
 * Files a coach's report of a public session for the moderators. One report per coach and session:
 * reporting again replaces the reason and text and reopens it. A private session of someone else
 * answers 404 (it cannot be seen, so it cannot be reported); one's own session cannot be reported.
 */
export async function reportSession(
  db: Database,
  reporterId: string,
  sessionId: string,
  input: Required<ReportSessionRequest>,
): Promise<void> {
  const session = await findVisibleSession(db, { id: sessionId }, reporterId);
  if (session.ownerId === reporterId) throw new AppError("FORBIDDEN", "You cannot report your own session.");
  await db
    .insert(sessionReports)
    .values({ id: randomUUID(), sessionId, reporterId, reason: input.reason, details: input.details })
    .onConflictDoUpdate({
      target: [sessionReports.sessionId, sessionReports.reporterId],
      set: { reason: input.reason, details: input.details, status: "open", updatedAt: sql`now()` },
    });
}
