import { and, eq } from "drizzle-orm";
import type { TacticalDrill } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { tacticalDrills } from "../../db/schema.ts";
import { tacticalDrillNotFound, toTacticalDrill } from "./tactical-drill-row.ts";

/** One of the caller's drills, to reopen for editing; anyone else's answers as not found. */
export async function getTacticalDrill(db: Database, ownerId: string, id: string): Promise<TacticalDrill> {
  const [row] = await db
    .select()
    .from(tacticalDrills)
    .where(and(eq(tacticalDrills.id, id), eq(tacticalDrills.ownerId, ownerId)));
  if (!row) throw tacticalDrillNotFound();
  return toTacticalDrill(row);
}
