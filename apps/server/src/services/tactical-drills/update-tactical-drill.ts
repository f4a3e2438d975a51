import { and, eq, sql } from "drizzle-orm";
import type { TacticalDrill, UpdateTacticalDrillRequest } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { tacticalDrills } from "../../db/schema.ts";
import { tacticalDrillNotFound, toTacticalDrill } from "./tactical-drill-row.ts";

/** Changes the title and/or diagram of one of the caller's drills; anyone else's answers as not found. */
export async function updateTacticalDrill(
  db: Database,
  ownerId: string,
  id: string,
  input: UpdateTacticalDrillRequest,
): Promise<TacticalDrill> {
  const [row] = await db
    .update(tacticalDrills)
    .set({
      ...(input.title === undefined ? {} : { title: input.title }),
      ...(input.diagram === undefined ? {} : { diagram: input.diagram }),
      // The database clock, like the column default, so instances with drifting clocks still sort right.
      updatedAt: sql`now()`,
    })
    .where(and(eq(tacticalDrills.id, id), eq(tacticalDrills.ownerId, ownerId)))
    .returning();
  if (!row) throw tacticalDrillNotFound();
  return toTacticalDrill(row);
}
