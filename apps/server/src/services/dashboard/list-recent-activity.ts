import { RECENT_ACTIVITY_LIMIT, type RecentActivityItem } from "@touchline/contracts";
import { and, desc, eq, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { drills, tacticalDrills, trainingSessions } from "../../db/schema.ts";

/**
 * The coach's latest saves across sessions, library drills and tactical drills, and the latest copies
 * other coaches made of their public sessions, newest first. Each read takes only the newest rows of
 * its owner index.
 */
export async function listRecentActivity(db: Database, userId: string): Promise<RecentActivityItem[]> {
  const limit = RECENT_ACTIVITY_LIMIT;
  const copy = alias(trainingSessions, "copy");
  const [sessions, libraryDrills, tacticalDrillRows, copies] = await Promise.all([
    db
      .select({ id: trainingSessions.id, title: trainingSessions.title, at: trainingSessions.updatedAt })
      .from(trainingSessions)
      .where(eq(trainingSessions.ownerId, userId))
      .orderBy(desc(trainingSessions.updatedAt))
      .limit(limit),
    db
      .select({ id: drills.id, title: drills.title, at: drills.updatedAt })
      .from(drills)
      .where(eq(drills.ownerId, userId))
      .orderBy(desc(drills.updatedAt))
      .limit(limit),
    db
      .select({ id: tacticalDrills.id, title: tacticalDrills.title, at: tacticalDrills.updatedAt })
      .from(tacticalDrills)
      .where(eq(tacticalDrills.ownerId, userId))
      .orderBy(desc(tacticalDrills.updatedAt))
      .limit(limit),
    db
      .select({ id: trainingSessions.id, title: trainingSessions.title, at: copy.createdAt })
      .from(copy)
      .innerJoin(trainingSessions, eq(trainingSessions.id, copy.copiedFromId))
      .where(and(eq(trainingSessions.ownerId, userId), ne(copy.ownerId, userId)))
      .orderBy(desc(copy.createdAt))
      .limit(limit),
  ]);
  const items: RecentActivityItem[] = [
    ...sessions.map((row) => ({ kind: "session" as const, id: row.id, title: row.title, at: row.at.toISOString() })),
    ...libraryDrills.map((row) => ({ kind: "drill" as const, id: row.id, title: row.title, at: row.at.toISOString() })),
    ...tacticalDrillRows.map((row) => ({
      kind: "tactical-drill" as const,
      id: row.id,
      title: row.title,
      at: row.at.toISOString(),
    })),
    ...copies.map((row) => ({ kind: "copy" as const, id: row.id, title: row.title, at: row.at.toISOString() })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
