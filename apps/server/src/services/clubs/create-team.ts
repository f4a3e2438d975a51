import { randomUUID } from "node:crypto";
import type { CreateTeamValues, Team } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { teamCoaches, teams } from "../../db/schema.ts";
import { lockClubMembers } from "./club-membership.ts";
import { checkTeamCoaches, readTeams } from "./team-row.ts";

/** A club admin adds a team, with coaches from the club's coaches and admins. */
export async function createTeam(db: Database, clubId: string, input: CreateTeamValues): Promise<Team> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await lockClubMembers(tx, clubId);
    const coachIds = await checkTeamCoaches(tx, clubId, input.coachIds);
    await tx.insert(teams).values({
      id,
      clubId,
      name: input.name,
      ageGroup: input.ageGroup,
      format: input.format,
      season: input.season,
    });
    if (coachIds.length > 0) await tx.insert(teamCoaches).values(coachIds.map((userId) => ({ teamId: id, userId })));
  });
  const [team] = await readTeams(db, clubId, [id]);
  return team!;
}
