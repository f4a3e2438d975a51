import type { SquadPlayer, UpdateSquadPlayerValues } from "@touchline/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { squadPlayers } from "../../db/schema.ts";
import { isUniqueViolation } from "../../lib/is-unique-violation.ts";
import { type ClubCaller, openClubTeamToWrite } from "../clubs/open-club-team.ts";
import {
  lockSquad,
  numberTakenError,
  numberTakenMeanwhile,
  playerNotFound,
  SQUAD_WRITERS_ONLY,
  squadPlayerColumns,
  toSquadPlayer,
} from "./squad-player-row.ts";

/** Changes what was sent of a player's name, number, position and birth year; a number a teammate wears is 409. */
export async function updateSquadPlayer(
  db: Database,
  caller: ClubCaller,
  teamId: string,
  playerId: string,
  changes: UpdateSquadPlayerValues,
): Promise<SquadPlayer> {
  await openClubTeamToWrite(db, caller, teamId, SQUAD_WRITERS_ONLY);
  try {
    return await db.transaction(async (tx) => {
      const squad = await lockSquad(tx, teamId);
      if (!squad.some((player) => player.id === playerId)) throw playerNotFound();
      const wanted = changes.shirtNumber;
      const holder = squad.find((player) => player.id !== playerId && wanted != null && player.shirtNumber === wanted);
      if (holder) throw numberTakenError(holder.shirtNumber!, holder);
      const [record] = await tx
        .update(squadPlayers)
        .set({
          firstName: changes.firstName,
          lastName: changes.lastName,
          shirtNumber: changes.shirtNumber,
          position: changes.position,
          birthYear: changes.birthYear,
          updatedAt: sql`now()`,
        })
        .where(and(eq(squadPlayers.id, playerId), eq(squadPlayers.teamId, teamId)))
        .returning(squadPlayerColumns);
      return toSquadPlayer(record!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw numberTakenMeanwhile();
    throw error;
  }
}
