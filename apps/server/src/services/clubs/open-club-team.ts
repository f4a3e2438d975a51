import type { AgeGroup, ClubRole } from "@touchline/contracts";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubs, teamCoaches, teams } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { teamNotFound } from "./team-row.ts";

/** The caller as the club route's access found them (auth/access.ts `clubRole`). */
export interface ClubCaller {
  userId: string;
  clubId: string;
  role: ClubRole;
}

/** A team as a member of its club opens it: the team, its club's zone and season, and what they may change. */
export interface ClubTeamContext {
  team: { id: string; clubId: string; name: string; ageGroup: AgeGroup };
  clubName: string;
  /** The club's IANA zone: every local date and time of the team's calendar is read in it. */
  timeZone: string;
  /** The Monday of the club's season week 1, or null. */
  seasonStartsOn: string | null;
  /** A club admin, or one of the team's coaches: who changes the team's calendar and squad. */
  canEdit: boolean;
}

/**
 * The team of the club in the path, with what the caller may change of it. A team of another club
 * answers as missing, whatever the caller's role there.
 */
export async function openClubTeam(db: Database, caller: ClubCaller, teamId: string): Promise<ClubTeamContext> {
  const [row] = await db
    .select({
      id: teams.id,
      clubId: teams.clubId,
      name: teams.name,
      ageGroup: teams.ageGroup,
      clubName: clubs.name,
      timeZone: clubs.timeZone,
      seasonStartsOn: clubs.seasonStartsOn,
      coachId: teamCoaches.userId,
    })
    .from(teams)
    .innerJoin(clubs, eq(clubs.id, teams.clubId))
    .leftJoin(teamCoaches, and(eq(teamCoaches.teamId, teams.id), eq(teamCoaches.userId, caller.userId)))
    .where(and(eq(teams.id, teamId), eq(teams.clubId, caller.clubId)));
  if (!row) throw teamNotFound();
  const { clubName, timeZone, seasonStartsOn, coachId, ...team } = row;
  // Assistants read; of the coaches, only the team's own write (club admins write for every team).
  const canEdit = caller.role === "admin" || (caller.role === "coach" && coachId !== null);
  return { team, clubName, timeZone, seasonStartsOn, canEdit };
}

/**
 * The same, for a write: anyone who may not change the team is refused (403) with `refusal`, which names
 * what of the team they tried to change.
 */
export async function openClubTeamToWrite(
  db: Database,
  caller: ClubCaller,
  teamId: string,
  refusal: string,
): Promise<ClubTeamContext> {
  const context = await openClubTeam(db, caller, teamId);
  if (!context.canEdit) throw new AppError("FORBIDDEN", refusal);
  return context;
}
