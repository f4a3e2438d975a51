import { and, eq, notExists, sql } from "drizzle-orm";
import type { Session } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { sessionHolds, trainingSessions } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { findOwnSession, findVisibleSession } from "./find-session.ts";
import { heldByModeration } from "./session-hold.ts";
import { toSession } from "./session-row.ts";

/**
 * Makes one of the caller's sessions public, in the global library from now on. Publishing a public
 * session changes nothing (it keeps its place among the newest). An empty session is refused: the
 * library is for sessions a coach can run. A session a moderator unpublished is refused until a
 * moderator lifts the hold (services/moderation).
 */
export async function publishSession(db: Database, viewerId: string, id: string): Promise<Session> {
  const session = await findOwnSession(db, id, viewerId);
  if (session.visibility === "public") return toSession(session, viewerId);
  if (session.holdReason !== null) throw heldByModeration();
  if (session.blocks.length === 0) {
    throw new AppError("VALIDATION_FAILED", "Add at least one drill before publishing the session.");
  }
  const published = await db
    .update(trainingSessions)
    .set({ visibility: "public", publishedAt: sql`now()` })
    .where(
      and(
        eq(trainingSessions.id, id),
        eq(trainingSessions.ownerId, viewerId),
        eq(trainingSessions.visibility, "private"),
        // Checked in the write as well, so no interleaving of requests publishes a held session.
        notExists(db.select().from(sessionHolds).where(eq(sessionHolds.sessionId, trainingSessions.id))),
      ),
    )
    .returning({ id: trainingSessions.id });
  const current = await findVisibleSession(db, { id }, viewerId);
  if (published.length === 0 && current.holdReason !== null) throw heldByModeration();
  return toSession(current, viewerId);
}
