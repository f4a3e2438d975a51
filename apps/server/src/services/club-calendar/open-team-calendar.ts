import type { Database } from "../../db/client.ts";
import { type ClubCaller, type ClubTeamContext, openClubTeamToWrite } from "../clubs/open-club-team.ts";

/** The team, for a change to its calendar: anyone who may not change it (assistants, other teams' coaches) gets 403. */
export const openTeamCalendarToWrite = (db: Database, caller: ClubCaller, teamId: string): Promise<ClubTeamContext> =>
  openClubTeamToWrite(db, caller, teamId, "Only the club's admins and this team's coaches change its calendar.");
