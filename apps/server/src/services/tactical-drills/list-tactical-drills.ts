import { desc, eq, sql } from "drizzle-orm";
import type { TacticalDrillSummary } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { tacticalDrills } from "../../db/schema.ts";

/** The list is a picker, not an archive: the most recently touched drills are the useful ones. */
export const MAX_LISTED_TACTICAL_DRILLS = 200;

/** The caller's own drills, most recently updated first; diagrams stay in the database. */
export async function listTacticalDrills(db: Database, ownerId: string): Promise<TacticalDrillSummary[]> {
  const rows = await db
    .select({
      id: tacticalDrills.id,
      title: tacticalDrills.title,
      // Counted in SQL so a list of large diagrams is not shipped to the server just to be measured.
      objectCount: sql<number>`(select count(*) from jsonb_object_keys(${tacticalDrills.diagram} -> 'objects'))::int`,
      createdAt: tacticalDrills.createdAt,
      updatedAt: tacticalDrills.updatedAt,
    })
    .from(tacticalDrills)
    .where(eq(tacticalDrills.ownerId, ownerId))
    .orderBy(desc(tacticalDrills.updatedAt), desc(tacticalDrills.id))
    .limit(MAX_LISTED_TACTICAL_DRILLS);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    objectCount: Number(row.objectCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
