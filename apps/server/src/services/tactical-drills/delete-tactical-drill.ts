import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { tacticalDrills } from "../../db/schema.ts";
import { tacticalDrillNotFound } from "./tactical-drill-row.ts";

/** Deletes one of the caller's drills; anyone else's answers as not found and stays. */
export async function deleteTacticalDrill(db: Database, ownerId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(tacticalDrills)
    .where(and(eq(tacticalDrills.id, id), eq(tacticalDrills.ownerId, ownerId)))
    .returning({ id: tacticalDrills.id });
  if (deleted.length === 0) throw tacticalDrillNotFound();
}
