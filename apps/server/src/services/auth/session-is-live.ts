import { and, eq, gt, sql } from "drizzle-orm";
import { SESSION_MAX_AGE_SECONDS } from "../../auth/create-auth.ts";
import type { Database } from "../../db/client.ts";
import { sessions } from "../../db/schema.ts";

/**
 * Whether a sign-in session still exists and has not expired (idle, or a month after its sign-in): one
 * primary-key lookup. Sign-out, a
 * password reset and a suspension delete a user's sessions, so a long-lived request (the message stream)
 * asks this to learn that its session is over.
 */
export async function sessionIsLive(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.createdAt, sql`now() - make_interval(secs => ${SESSION_MAX_AGE_SECONDS})`),
      ),
    );
  return row !== undefined;
}
