import { and, eq, sql } from "drizzle-orm";
import type { Session, SessionContent } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { trainingSessions } from "../../db/schema.ts";
import { findVisibleSession, throwOwnerOnlyMiss } from "./find-session.ts";
import { sessionContentValues } from "./insert-session.ts";
import { toSession } from "./session-row.ts";

/** Replaces everything the coach edits in one of their sessions; visibility and counters stay. */
export async function updateSession(
  db: Database,
  viewerId: string,
  id: string,
  content: SessionContent,
): Promise<Session> {
  const updated = await db
    .update(trainingSessions)
    // The database clock, like the column default, so instances with drifting clocks still sort right.
    .set({ ...sessionContentValues(content), updatedAt: sql`now()` })
    .where(and(eq(trainingSessions.id, id), eq(trainingSessions.ownerId, viewerId)))
    .returning({ id: trainingSessions.id });
  if (updated.length === 0) await throwOwnerOnlyMiss(db, id, viewerId);
  return toSession(await findVisibleSession(db, { id }, viewerId), viewerId);
}
