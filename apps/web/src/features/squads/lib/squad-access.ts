import { type Club, hasClubRole, type Team } from "@touchline/contracts";

/**
 * Whether the asker may change the team's squad: a club admin, or a coach of the club who coaches this team.
 * The server decides (it refuses anyone else); this only spares the others buttons that would be refused.
 * An assistant listed as a team's coach (demoted since) is refused too: the squad's writes ask for a coach.
 */
export function canEditSquad(club: Pick<Club, "myRole">, team: Pick<Team, "coaches">, userId: string | null) {
  if (hasClubRole(club.myRole, "admin")) return true;
  return userId !== null && hasClubRole(club.myRole, "coach") && team.coaches.some((coach) => coach.userId === userId);
}

/** Only club admins delete a team's player data at once. */
export function canClearSquad(club: Pick<Club, "myRole">) {
  return hasClubRole(club.myRole, "admin");
}
