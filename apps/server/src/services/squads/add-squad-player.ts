import { randomUUID } from "node:crypto";
import { MAX_SQUAD_SIZE, type SquadPlayer, type SquadPlayerValues } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { squadPlayers } from "../../db/schema.ts";
import { isUniqueViolation } from "../../lib/is-unique-violation.ts";
import { type ClubCaller, openClubTeamToWrite } from "../clubs/open-club-team.ts";
import {
  lockSquad,
  numberTakenError,
  numberTakenMeanwhile,
  SQUAD_WRITERS_ONLY,
  squadFull,
  squadPlayerColumns,
  toSquadPlayer,
} from "./squad-player-row.ts";

/** Adds a player to the team's squad: a number no teammate wears, and room left in the squad (409 otherwise). */
export async function addSquadPlayer(
  db: Database,
  caller: ClubCaller,
  teamId: string,
  input: SquadPlayerValues,
): Promise<SquadPlayer> {
  await openClubTeamToWrite(db, caller, teamId, SQUAD_WRITERS_ONLY);
  try {
    return await db.transaction(async (tx) => {
      const squad = await lockSquad(tx, teamId);
      if (squad.length >= MAX_SQUAD_SIZE) throw squadFull();
      const holder = squad.find((player) => input.shirtNumber !== null && player.shirtNumber === input.shirtNumber);
      if (holder) throw numberTakenError(holder.shirtNumber!, holder);
      const [record] = await tx
        .insert(squadPlayers)
        .values({ id: randomUUID(), teamId, ...input })
        .returning(squadPlayerColumns);
      return toSquadPlayer(record!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw numberTakenMeanwhile();
    throw error;
  }
}
