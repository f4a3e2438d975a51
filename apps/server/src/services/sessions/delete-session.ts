import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { trainingSessions } from "../../db/schema.ts";
import { throwOwnerOnlyMiss } from "./find-session.ts";

/**
 * Deletes one of the caller's sessions with its reports. Copies others made keep their credit
 * (title, author); only their link to the original goes.
 */
export async function deleteSession(db: Database, viewerId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(trainingSessions)
    .where(and(eq(trainingSessions.id, id), eq(trainingSessions.ownerId, viewerId)))
    .returning({ id: trainingSessions.id });
  if (deleted.length === 0) await throwOwnerOnlyMiss(db, id, viewerId);
}
