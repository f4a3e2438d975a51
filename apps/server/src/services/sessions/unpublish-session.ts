import { eq } from "drizzle-orm";
import { type CurrentUser, hasLevel, type Session } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { trainingSessions } from "../../db/schema.ts";
import { findVisibleSession } from "./find-session.ts";
import { notYourSession, toSession } from "./session-row.ts";

/**
 * Takes a session out of the global library: its owner may, and so may a moderator or above acting on
 * a public session (after a report). Someone else's private session answers 404 to everyone.
 * Unpublishing a private session of one's own changes nothing.
 */
export async function unpublishSession(db: Database, viewer: CurrentUser, id: string): Promise<Session> {
  const session = await findVisibleSession(db, { id }, viewer.id);
  const isOwner = session.ownerId === viewer.id;
  if (!isOwner && !hasLevel(viewer.role, "moderator")) throw notYourSession();
  if (session.visibility === "private") return toSession(session, viewer.id);
  const [updated] = await db
    .update(trainingSessions)
    .set({ visibility: "private", publishedAt: null })
    .where(eq(trainingSessions.id, id))
    .returning({ visibility: trainingSessions.visibility });
  return toSession({ ...session, visibility: updated?.visibility ?? "private" }, viewer.id);
}
