import { and, arrayContains, desc, eq, type SQL, sql } from "drizzle-orm";
import type { LibraryDrill, LibraryDrillListQuery } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { drills } from "../../db/schema.ts";
import { englishSearchQuery } from "../sessions/full-text-query.ts";
import { drillColumns, toLibraryDrill } from "./drill-row.ts";

/** A picker for the session editor, not an archive: searching finds the older ones. */
export const MAX_LISTED_DRILLS = 200;

/**
 * The caller's own drills with their diagrams (the picker previews them), most recently updated
 * first, or best match first when searching title, tags, organisation, coaching points and
 * progressions. `tag` keeps the drills carrying exactly that tag.
 */
export async function listDrills(
  db: Database,
  ownerId: string,
  { q, tag }: LibraryDrillListQuery,
): Promise<LibraryDrill[]> {
  const query = q ? englishSearchQuery(q) : undefined;
  const order: SQL[] = query ? [sql`ts_rank(${drills.search}, ${query}) desc`] : [];
  const rows = await db
    .select(drillColumns)
    .from(drills)
    .where(
      and(
        eq(drills.ownerId, ownerId),
        query ? sql`${drills.search} @@ ${query}` : undefined,
        tag ? arrayContains(drills.tags, [tag]) : undefined,
      ),
    )
    .orderBy(...order, desc(drills.updatedAt), desc(drills.id))
    .limit(MAX_LISTED_DRILLS);
  return rows.map(toLibraryDrill);
}
