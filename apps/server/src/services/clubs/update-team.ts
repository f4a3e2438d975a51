import type { Team, UpdateTeamValues } from "@touchline/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { teamCoaches, teams } from "../../db/schema.ts";
import { lockClubMembers } from "./club-membership.ts";
import { checkTeamCoaches, readTeams, teamNotFound } from "./team-row.ts";

/** A club admin changes a team; sent `coachIds` replace its coaches, left out they stay. */
export async function updateTeam(db: Database, clubId: string, teamId: string, input: UpdateTeamValues): Promise<Team> {
  await db.transaction(async (tx) => {
    await lockClubMembers(tx, clubId);
    const [team] = await tx
      .update(teams)
      .set({
        name: input.name,
        ageGroup: input.ageGroup,
        format: input.format,
        season: input.season,
        updatedAt: sql`now()`,
      })
      .where(and(eq(teams.id, teamId), eq(teams.clubId, clubId)))
      .returning({ id: teams.id });
    if (!team) throw teamNotFound();
    if (input.coachIds === undefined) return;
    const coachIds = await checkTeamCoaches(tx, clubId, input.coachIds);
    await tx.delete(teamCoaches).where(eq(teamCoaches.teamId, teamId));
    if (coachIds.length > 0) await tx.insert(teamCoaches).values(coachIds.map((userId) => ({ teamId, userId })));
  });
  const [team] = await readTeams(db, clubId, [teamId]);
  if (!team) throw teamNotFound();
  return team;
}
