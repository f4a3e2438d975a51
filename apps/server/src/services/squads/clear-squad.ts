import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { squadPlayers } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { type ClubCaller, openClubTeam } from "../clubs/open-club-team.ts";

/**
 * Deletes the team's player data at once, as a club admin does at a season's end: every player, and with
 * them (foreign keys) their links, answers, register marks and plan views. Answers how many players there were.
 */
export async function clearSquad(db: Database, caller: ClubCaller, teamId: string): Promise<number> {
  await openClubTeam(db, caller, teamId);
  // The route lets only club admins in; a team's coach may remove players one by one, never all at once.
  if (caller.role !== "admin") throw new AppError("FORBIDDEN", "Only the club's admins delete a team's player data.");
  const deleted = await db
    .delete(squadPlayers)
    .where(eq(squadPlayers.teamId, teamId))
    .returning({ id: squadPlayers.id });
  return deleted.length;
}
