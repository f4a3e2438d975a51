import { and, eq } from "drizzle-orm";
import type { LibraryDrill } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { drills } from "../../db/schema.ts";
import { drillColumns, drillNotFound, toLibraryDrill } from "./drill-row.ts";

/** One drill of the caller's library; anyone else's answers as not found. */
export async function getDrill(db: Database, ownerId: string, id: string): Promise<LibraryDrill> {
  const [row] = await db
    .select(drillColumns)
    .from(drills)
    .where(and(eq(drills.id, id), eq(drills.ownerId, ownerId)));
  if (!row) throw drillNotFound();
  return toLibraryDrill(row);
}
