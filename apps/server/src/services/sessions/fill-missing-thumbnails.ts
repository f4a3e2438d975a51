import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { trainingSessions } from "../../db/schema.ts";
import { sessionThumbnail } from "./session-thumbnail.ts";

const s = trainingSessions;

/** Rows per sweep: a few hundred milliseconds of work at most, so a large backlog never holds an instance. */
export const THUMBNAILS_PER_SWEEP = 200;

/**
 * Draws the list picture of sessions saved before thumbnails existed (every save writes its own), a batch
 * per housekeeping sweep, along the partial index of the rows still missing one. `updated_at` is left
 * alone: nothing the coach wrote changed. Returns how many were filled; instances sweeping at once write
 * the same value twice.
 */
export async function fillMissingThumbnails(db: Database, limit = THUMBNAILS_PER_SWEEP): Promise<number> {
  const missing = sql`${s.thumbnail} is null and ${s.blocks} <> '[]'::jsonb`;
  const rows = await db
    .select({ id: s.id, blocks: s.blocks, coverBlockId: s.coverBlockId })
    .from(s)
    .where(missing)
    .orderBy(asc(s.id))
    .limit(limit);
  for (const row of rows) {
    await db
      .update(s)
      .set({ thumbnail: sessionThumbnail(row.blocks, row.coverBlockId) })
      .where(eq(s.id, row.id));
  }
  return rows.length;
}
