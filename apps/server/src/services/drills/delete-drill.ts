import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { drills } from "../../db/schema.ts";
import { drillNotFound } from "./drill-row.ts";

/** Deletes a drill of the caller's library; sessions it was inserted into keep their own copy. */
export async function deleteDrill(db: Database, ownerId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(drills)
    .where(and(eq(drills.id, id), eq(drills.ownerId, ownerId)))
    .returning({ id: drills.id });
  if (deleted.length === 0) throw drillNotFound();
}
