import { desc, eq } from "drizzle-orm";
import type { TacticalDrillSummary } from "@touchline/contracts";
import { diagramThumbnail, migrateDiagram } from "@touchline/diagram";
import type { Database } from "../../db/client.ts";
import { tacticalDrills } from "../../db/schema.ts";

/** The list is a picker, not an archive: the most recently touched drills are the useful ones. */
export const MAX_LISTED_TACTICAL_DRILLS = 200;

/**
 * The caller's own tactical drills, most recently updated first, each with its picture: a coach's own are
 * few (at most 200 here), so their pictures are drawn from the diagrams as the list is read rather than
 * stored beside them as a session's is.
 */
export async function listTacticalDrills(db: Database, ownerId: string): Promise<TacticalDrillSummary[]> {
  const rows = await db
    .select({
      id: tacticalDrills.id,
      title: tacticalDrills.title,
      diagram: tacticalDrills.diagram,
      createdAt: tacticalDrills.createdAt,
      updatedAt: tacticalDrills.updatedAt,
    })
    .from(tacticalDrills)
    .where(eq(tacticalDrills.ownerId, ownerId))
    .orderBy(desc(tacticalDrills.updatedAt), desc(tacticalDrills.id))
    .limit(MAX_LISTED_TACTICAL_DRILLS);
  return rows.map((row) => {
    const diagram = migrateDiagram(row.diagram);
    return {
      id: row.id,
      title: row.title,
      objectCount: Object.keys(diagram.objects).length,
      thumbnail: diagramThumbnail(diagram),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
