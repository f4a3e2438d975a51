import { randomUUID } from "node:crypto";
import type { LibraryDrill } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { drills } from "../../db/schema.ts";
import { drillColumns, drillValues, type LibraryDrillContent, toLibraryDrill } from "./drill-row.ts";

/** Adds a drill to `ownerId`'s personal library; its diagrams were validated by the contract. */
export async function createDrill(db: Database, ownerId: string, input: LibraryDrillContent): Promise<LibraryDrill> {
  const [row] = await db
    .insert(drills)
    .values({ id: randomUUID(), ownerId, ...drillValues(input) })
    .returning(drillColumns);
  return toLibraryDrill(row!);
}
