import { randomUUID } from "node:crypto";
import type { CreateTacticalDrillRequest, TacticalDrill } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { tacticalDrills } from "../../db/schema.ts";
import { toTacticalDrill } from "./tactical-drill-row.ts";

/** Saves a tactical board for `ownerId`; the diagram has already been validated by the contract. */
export async function createTacticalDrill(
  db: Database,
  ownerId: string,
  input: CreateTacticalDrillRequest,
): Promise<TacticalDrill> {
  const [row] = await db
    .insert(tacticalDrills)
    .values({ id: randomUUID(), ownerId, title: input.title, diagram: input.diagram })
    .returning();
  return toTacticalDrill(row!);
}
