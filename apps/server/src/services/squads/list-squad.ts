import type { SquadResponse } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { type ClubCaller, openClubTeam } from "../clubs/open-club-team.ts";
import { readSquad } from "./squad-player-row.ts";

/** A team's squad, in squad order, for any member of its club. */
export async function listSquad(db: Database, caller: ClubCaller, teamId: string): Promise<SquadResponse> {
  await openClubTeam(db, caller, teamId);
  return { players: await readSquad(db, teamId) };
}
