import type { Database } from "../../db/client.ts";
import { type ClubCaller, type ClubTeamContext, openClubTeam, openClubTeamToWrite } from "../clubs/open-club-team.ts";

export type { ClubCaller };

/** A team's calendar as a member of its club opens it: the team, its club's zone and season, and what they may do. */
export type TeamCalendarContext = ClubTeamContext;

/**
 * The team of the club in the path, with what the caller may do on its calendar. A team of another club
 * answers as missing, whatever the caller's role there.
 */
export const openTeamCalendar = openClubTeam;

/** The same, for a write: anyone who may not change this team's calendar is refused (403). */
export const openTeamCalendarToWrite = (
  db: Database,
  caller: ClubCaller,
  teamId: string,
): Promise<TeamCalendarContext> =>
  openClubTeamToWrite(db, caller, teamId, "Only the club's admins and this team's coaches change its calendar.");
