import { eq } from "drizzle-orm";
import { type CurrentUser, hasLevel, type Session } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { trainingSessions } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { findVisibleSession } from "./find-session.ts";
import { notYourSession, toSession } from "./session-row.ts";

/**
 * The owner takes their session out of the global library. Staff unpublish someone else's public
 * session from the admin area instead, with a reason its author is sent (services/moderation), so a
 * moderator is refused here with a pointer there. Someone else's private session answers 404 to
 * everyone. Unpublishing a private session of one's own changes nothing.
 */
export async function unpublishSession(db: Database, viewer: CurrentUser, id: string): Promise<Session> {
  const session = await findVisibleSession(db, { id }, viewer.id);
  if (session.ownerId !== viewer.id) {
    if (!hasLevel(viewer.role, "moderator")) throw notYourSession();
    throw new AppError(
      "FORBIDDEN",
      "Only the author unpublishes a session here. As a moderator, unpublish it with a reason from the admin area (Reports or Session Management).",
    );
  }
  if (session.visibility === "private") return toSession(session, viewer.id);
  const [updated] = await db
    .update(trainingSessions)
    .set({ visibility: "private", publishedAt: null })
    .where(eq(trainingSessions.id, id))
    .returning({ visibility: trainingSessions.visibility });
  return toSession({ ...session, visibility: updated?.visibility ?? "private" }, viewer.id);
}
