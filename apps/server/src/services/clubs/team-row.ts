import type { Team } from "@touchline/contracts";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubMembers, teamCoaches, teams, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { authorNameOf } from "../sessions/session-row.ts";

export const teamNotFound = () => new AppError("NOT_FOUND", "This team does not exist in this club.");

/** The club's teams (all, or those named), with their coaches by name, teams by name. */
export async function readTeams(db: Database, clubId: string, teamIds?: readonly string[]): Promise<Team[]> {
  if (teamIds?.length === 0) return [];
  const rows = await db
    .select({
      id: teams.id,
      clubId: teams.clubId,
      name: teams.name,
      ageGroup: teams.ageGroup,
      format: teams.format,
      season: teams.season,
    })
    .from(teams)
    .where(and(eq(teams.clubId, clubId), teamIds ? inArray(teams.id, [...teamIds]) : undefined))
    .orderBy(asc(teams.name), asc(teams.id));
  if (rows.length === 0) return [];
  const coaches = await db
    .select({ teamId: teamCoaches.teamId, userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(teamCoaches)
    .innerJoin(users, eq(users.id, teamCoaches.userId))
    .where(
      inArray(
        teamCoaches.teamId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((row) => ({
    ...row,
    coaches: coaches
      .filter((coach) => coach.teamId === row.id)
      .map((coach) => ({ userId: coach.userId, name: authorNameOf(coach.firstName, coach.lastName) })),
  }));
}

/**
 * The coaches a club admin named, each checked to be a member of the club as a coach or admin; otherwise
 * a 400 on `coachIds` that says why. Read inside the transaction that writes them, with the club locked, so
 * a member demoted or removed meanwhile cannot slip onto a team.
 */
export async function checkTeamCoaches(tx: Database, clubId: string, coachIds: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(coachIds)];
  if (wanted.length === 0) return [];
  const found = await tx
    .select({ userId: clubMembers.userId, role: clubMembers.role })
    .from(clubMembers)
    .where(and(eq(clubMembers.clubId, clubId), inArray(clubMembers.userId, wanted)));
  const roleOf = new Map(found.map((member) => [member.userId, member.role]));
  if (wanted.some((id) => !roleOf.has(id))) {
    const message = "A team's coaches must be members of the club. Invite them to the club first.";
    throw new AppError("VALIDATION_FAILED", message, { coachIds: message });
  }
  if (wanted.some((id) => roleOf.get(id) === "assistant")) {
    const message = "An assistant cannot coach a team. Make them a coach of the club first.";
    throw new AppError("VALIDATION_FAILED", message, { coachIds: message });
  }
  return wanted;
}
