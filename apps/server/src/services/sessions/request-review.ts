import { and, eq, isNull, sql } from "drizzle-orm";
import type { Session } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { sessionHolds } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { findOwnSession, findVisibleSession } from "./find-session.ts";
import { toSession } from "./session-row.ts";

/**
 * The author of a session a moderator unpublished asks for it to be public again, with an optional
 * message. One request waits at a time: asking again is refused until a moderator has decided, then
 * allowed once more after a decline. Someone else's session answers like a missing one.
 */
export async function requestReview(db: Database, viewerId: string, id: string, message: string): Promise<Session> {
  const session = await findOwnSession(db, id, viewerId);
  if (session.holdReason === null) {
    throw new AppError("CONFLICT", "This session was not unpublished by a moderator: there is nothing to review.");
  }
  // The condition makes two requests at once ask once.
  const asked = await db
    .update(sessionHolds)
    .set({ reviewRequestedAt: sql`now()`, reviewMessage: message })
    .where(and(eq(sessionHolds.sessionId, id), isNull(sessionHolds.reviewRequestedAt)))
    .returning({ sessionId: sessionHolds.sessionId });
  const current = await findVisibleSession(db, { id }, viewerId);
  if (asked.length === 0) {
    if (current.holdReason === null) return toSession(current, viewerId);
    throw new AppError("CONFLICT", "You have already asked for a review. A moderator will look at it soon.");
  }
  return toSession(current, viewerId);
}
