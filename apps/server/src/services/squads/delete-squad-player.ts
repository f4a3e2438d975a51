import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { squadPlayers } from "../../db/schema.ts";
import { type ClubCaller, openClubTeamToWrite } from "../clubs/open-club-team.ts";
import { playerNotFound, SQUAD_WRITERS_ONLY } from "./squad-player-row.ts";

/** Takes a player off the squad; their personal links and availability answers go with them (foreign keys). */
export async function deleteSquadPlayer(db: Database, caller: ClubCaller, teamId: string, playerId: string) {
  await openClubTeamToWrite(db, caller, teamId, SQUAD_WRITERS_ONLY);
  const deleted = await db
    .delete(squadPlayers)
    .where(and(eq(squadPlayers.id, playerId), eq(squadPlayers.teamId, teamId)))
    .returning({ id: squadPlayers.id });
  if (deleted.length === 0) throw playerNotFound();
}
