import { and, eq, sql } from "drizzle-orm";
import type { Session } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { trainingSessions } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { findOwnSession, findVisibleSession } from "./find-session.ts";
import { toSession } from "./session-row.ts";

/**
 * Makes one of the caller's sessions public, in the global library from now on. Publishing a public
 * session changes nothing (it keeps its place among the newest). An empty session is refused: the
 * library is for sessions a coach can run.
 */
export async function publishSession(db: Database, viewerId: string, id: string): Promise<Session> {
  const session = await findOwnSession(db, id, viewerId);
  if (session.visibility === "public") return toSession(session, viewerId);
  if (session.blocks.length === 0) {
    throw new AppError("VALIDATION_FAILED", "Add at least one drill before publishing the session.");
  }
  await db
    .update(trainingSessions)
    .set({ visibility: "public", publishedAt: sql`now()` })
    .where(
      and(
        eq(trainingSessions.id, id),
        eq(trainingSessions.ownerId, viewerId),
        eq(trainingSessions.visibility, "private"),
      ),
    );
  return toSession(await findVisibleSession(db, { id }, viewerId), viewerId);
}
