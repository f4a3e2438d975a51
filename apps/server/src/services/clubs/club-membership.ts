import type { ClubRole } from "@touchline/contracts";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubMembers, clubs, images, teamCoaches, teams } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { clubNotFound } from "./club-row.ts";

export interface LockedMember {
  userId: string;
  role: ClubRole;
  joinedAt: Date;
}

/**
 * Locks the club's row for the rest of the transaction and reads its members, longest-standing first;
 * null when the club is gone. Every change to who belongs to a club and as what takes this lock first, so
 * two admins demoting each other, or the last two members leaving, take turns and the second sees what the
 * first did: a club never ends up without an admin.
 */
export async function lockClubMembersIfAny(tx: Database, clubId: string): Promise<LockedMember[] | null> {
  const [club] = await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).for("update");
  if (!club) return null;
  return tx
    .select({ userId: clubMembers.userId, role: clubMembers.role, joinedAt: clubMembers.joinedAt })
    .from(clubMembers)
    .where(eq(clubMembers.clubId, clubId))
    .orderBy(asc(clubMembers.joinedAt), asc(clubMembers.userId));
}

/** The same for a club named by a request: one deleted meanwhile is 404. */
export async function lockClubMembers(tx: Database, clubId: string): Promise<LockedMember[]> {
  const members = await lockClubMembersIfAny(tx, clubId);
  if (!members) throw clubNotFound();
  return members;
}

/** Whether `userId` is the club's only admin among `members`. */
export function isOnlyAdmin(members: readonly LockedMember[], userId: string): boolean {
  const admins = members.filter((member) => member.role === "admin");
  return admins.length === 1 && admins[0]!.userId === userId;
}

/**
 * The caller is still an admin of the club, as read under the lock: one demoted or removed by a change that
 * committed after their request's access check cannot act as an admin any more.
 */
export function assertStillAdmin(members: readonly LockedMember[], callerId: string): void {
  if (!members.some((member) => member.userId === callerId && member.role === "admin")) {
    throw new AppError("FORBIDDEN", "Your role in this club does not allow this.");
  }
}

export const memberNotFound = () => new AppError("NOT_FOUND", "This coach is not a member of this club.");

/** The 409 for a change that would leave the club without an admin. */
export const lastAdmin = (what: string) =>
  new AppError(
    "CONFLICT",
    `${what}: a club always keeps at least one club admin. Make another member a club admin first.`,
  );

/** Takes the member off the coaches of the club's teams (an assistant or a former member coaches none). */
export async function stopCoachingClubTeams(tx: Database, clubId: string, userId: string): Promise<void> {
  const clubTeams = tx.select({ id: teams.id }).from(teams).where(eq(teams.clubId, clubId));
  await tx.delete(teamCoaches).where(and(eq(teamCoaches.userId, userId), inArray(teamCoaches.teamId, clubTeams)));
}

/** Deletes the club with everything it owns (by the foreign keys) and its crest, which nothing else shows. */
export async function deleteClubAndCrest(tx: Database, clubId: string): Promise<void> {
  const [deleted] = await tx.delete(clubs).where(eq(clubs.id, clubId)).returning({ crestImageId: clubs.crestImageId });
  if (deleted?.crestImageId) await tx.delete(images).where(eq(images.id, deleted.crestImageId));
}
