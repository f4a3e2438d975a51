import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { userActivityDays, users } from "../../db/schema.ts";

/** The UTC day of `now` as `YYYY-MM-DD`. */
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Records that users were active, at most one write per user and day on each server instance: the
 * first signed-in request of a day inserts the day's row and stamps `last_active_at`; every later one
 * is a lookup in memory. The memory holds today's users only.
 */
export function createActivityRecorder(db: Database) {
  let today = "";
  let recordedToday = new Set<string>();
  return async function recordActivity(userId: string, now = new Date()): Promise<void> {
    const day = utcDay(now);
    if (day !== today) {
      today = day;
      recordedToday = new Set();
    }
    if (recordedToday.has(userId)) return;
    recordedToday.add(userId);
    try {
      const inserted = await db
        .insert(userActivityDays)
        .values({ userId, day })
        .onConflictDoNothing()
        .returning({ userId: userActivityDays.userId });
      // Another instance (or an earlier run of this one) already counted today: last_active_at is set.
      if (inserted.length > 0)
        await db
          .update(users)
          .set({ lastActiveAt: sql`now()` })
          .where(eq(users.id, userId));
    } catch (error) {
      // A statistic is not worth failing the user's request for (the account may be being deleted).
      recordedToday.delete(userId);
      console.error("[activity] could not record activity:", error instanceof Error ? error.message : error);
    }
  };
}

export type RecordActivity = ReturnType<typeof createActivityRecorder>;
