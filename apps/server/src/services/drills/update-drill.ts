import { and, eq, sql } from "drizzle-orm";
import type { LibraryDrill } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { drills } from "../../db/schema.ts";
import { drillColumns, drillNotFound, drillValues, type LibraryDrillContent, toLibraryDrill } from "./drill-row.ts";

/** Replaces a drill of the caller's library; anyone else's answers as not found and stays. */
export async function updateDrill(
  db: Database,
  ownerId: string,
  id: string,
  input: LibraryDrillContent,
): Promise<LibraryDrill> {
  const [row] = await db
    .update(drills)
    .set({ ...drillValues(input), updatedAt: sql`now()` })
    .where(and(eq(drills.id, id), eq(drills.ownerId, ownerId)))
    .returning(drillColumns);
  if (!row) throw drillNotFound();
  return toLibraryDrill(row);
}
