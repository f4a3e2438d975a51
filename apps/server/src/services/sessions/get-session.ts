import { and, eq, ne, sql } from "drizzle-orm";
import type { Session } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { trainingSessions, users } from "../../db/schema.ts";
import { findVisibleSession, matchesKey, type SessionKey } from "./find-session.ts";
import { sessionColumns, toSession } from "./session-row.ts";

/**
 * A session as `viewerId` (null: anonymous) may see it: public ones to anyone, private ones to their
 * owner only (anyone else gets the same 404 as for a missing id). A public session seen by anyone but
 * its owner counts one view, in the same statement that reads it, so the count and the page agree.
 */
export async function getSession(db: Database, key: SessionKey, viewerId: string | null): Promise<Session> {
  const [counted] = await db
    .update(trainingSessions)
    .set({ viewCount: sql`${trainingSessions.viewCount} + 1` })
    .from(users)
    .where(
      and(
        matchesKey(key),
        eq(users.id, trainingSessions.ownerId),
        eq(trainingSessions.visibility, "public"),
        viewerId === null ? undefined : ne(trainingSessions.ownerId, viewerId),
      ),
    )
    .returning(sessionColumns);
  if (counted) return toSession(counted, viewerId);
  // Not counted: the owner's own view, a private session, or no such session.
  return toSession(await findVisibleSession(db, key, viewerId), viewerId);
}
