import type { ClubMember, ClubRole } from "@touchline/contracts";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubMembers, users } from "../../db/schema.ts";
import {
  assertStillAdmin,
  isOnlyAdmin,
  lastAdmin,
  lockClubMembers,
  memberNotFound,
  stopCoachingClubTeams,
} from "./club-membership.ts";
import { clubMemberColumns, toClubMember } from "./club-member-row.ts";

/**
 * A club admin gives a member another role. The club's only admin cannot be made anything else (409), and
 * a member made an assistant stops coaching the club's teams (teams are coached by coaches and admins).
 */
export async function changeMemberRole(
  db: Database,
  clubId: string,
  callerId: string,
  userId: string,
  role: ClubRole,
): Promise<ClubMember> {
  return db.transaction(async (tx) => {
    const members = await lockClubMembers(tx, clubId);
    assertStillAdmin(members, callerId);
    const member = members.find((candidate) => candidate.userId === userId);
    if (!member) throw memberNotFound();
    if (role !== "admin" && isOnlyAdmin(members, userId)) {
      throw lastAdmin("This member is the club's only admin");
    }
    const where = and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId));
    if (role !== member.role) await tx.update(clubMembers).set({ role }).where(where);
    if (role === "assistant") await stopCoachingClubTeams(tx, clubId, userId);
    const [record] = await tx
      .select(clubMemberColumns)
      .from(clubMembers)
      .innerJoin(users, eq(users.id, clubMembers.userId))
      .where(where);
    return toClubMember(record!);
  });
}
