import type { ExportedSquadPlayer } from "@touchline/contracts";
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { squadPlayers } from "../../db/schema.ts";
import { bySquadOrder, squadPlayerColumns } from "./squad-player-row.ts";

/** The players of these teams with every field kept, for the data exports; each squad in squad order. */
export async function exportedSquadsOf(db: Database, teamIds: readonly string[]): Promise<ExportedSquadPlayer[]> {
  if (teamIds.length === 0) return [];
  const records = await db
    .select({ ...squadPlayerColumns, updatedAt: squadPlayers.updatedAt })
    .from(squadPlayers)
    .where(inArray(squadPlayers.teamId, [...teamIds]));
  return records
    .map((record) => ({
      ...record,
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
    }))
    .sort(bySquadOrder);
}
