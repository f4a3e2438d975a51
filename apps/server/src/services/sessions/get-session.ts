import { and, eq, ne, sql } from "drizzle-orm";
import type { Session } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { sessionViews, trainingSessions } from "../../db/schema.ts";
import { findVisibleSession, matchesKey, type SessionKey } from "./find-session.ts";
import { toSession } from "./session-row.ts";

/** Who is looking: the signed-in viewer (null: a visitor) and the key their view is counted under. */
export interface Viewer {
  id: string | null;
  /** The user id when signed in; a visitor's keyed hash otherwise (see lib/visitor-key.ts). */
  visitorKey: string;
  /** Moderator and above: may read a held session whose author asked for a review. */
  isReviewer?: boolean;
}

/** Today in UTC, as the `session_views.day` column holds it. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * A session as `viewer` may see it: public ones to anyone, private ones to their owner only (anyone
 * else gets the same 404 as for a missing id), and to staff while its author asks them for a review. A public session seen by anyone but its owner counts one
 * view per visitor and UTC day: the view's row and the counter change in one transaction, and the
 * counter only when the row is new, so two requests at once still count once and the count always
 * equals the rows written.
 */
export async function getSession(db: Database, key: SessionKey, viewer: Viewer, day = utcDay()): Promise<Session> {
  return db.transaction(async (tx) => {
    const [counted] = await tx
      .insert(sessionViews)
      .select(
        tx
          .select({
            sessionId: trainingSessions.id,
            visitorKey: sql`${viewer.visitorKey}::text`.as("visitor_key"),
            day: sql`${day}::date`.as("day"),
            viewerId: sql`${viewer.id}::text`.as("viewer_id"),
          })
          .from(trainingSessions)
          .where(
            and(
              matchesKey(key),
              eq(trainingSessions.visibility, "public"),
              viewer.id === null ? undefined : ne(trainingSessions.ownerId, viewer.id),
            ),
          ),
      )
      .onConflictDoNothing()
      .returning({ sessionId: sessionViews.sessionId });
    if (counted) {
      await tx
        .update(trainingSessions)
        .set({ viewCount: sql`${trainingSessions.viewCount} + 1` })
        .where(eq(trainingSessions.id, counted.sessionId));
    }
    // Not counted: the owner's own view, one already counted today, a private session, or no such session.
    return toSession(await findVisibleSession(tx, key, viewer.id, { asReviewer: viewer.isReviewer }), viewer.id);
  });
}
