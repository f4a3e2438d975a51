import type { Role } from "@touchline/contracts";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { roleOf } from "../../auth/session-lookup.ts";
import { SESSION_MAX_AGE_SECONDS } from "../../auth/create-auth.ts";
import type { Database } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";

/**
 * The level a sign-in session still gives: its user's role while the session exists, has not expired
 * (idle, or a month after its sign-in) and its user is not suspended; otherwise null. One primary-key
 * lookup joined to the user's row. Sign-out, a password reset, a suspension and a deletion delete a
 * user's sessions and a level change changes the role, so a long-lived request (the message stream) asks
 * this to learn that what it was allowed has changed.
 */
export async function sessionRole(db: Database, sessionId: string): Promise<Role | null> {
  const [row] = await db
    .select({ role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.createdAt, sql`now() - make_interval(secs => ${SESSION_MAX_AGE_SECONDS})`),
        isNull(users.suspendedAt),
      ),
    );
  return row ? roleOf(row.role) : null;
}
