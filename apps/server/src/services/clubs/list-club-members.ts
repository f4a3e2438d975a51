import { CLUB_ROLES, type ClubMember } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubMembers, users } from "../../db/schema.ts";
import { clubMemberColumns, toClubMember } from "./club-member-row.ts";

/** The club's members: admins first, then coaches, then assistants, each by name. */
export async function listClubMembers(db: Database, clubId: string): Promise<ClubMember[]> {
  const rows = await db
    .select(clubMemberColumns)
    .from(clubMembers)
    .innerJoin(users, eq(users.id, clubMembers.userId))
    .where(eq(clubMembers.clubId, clubId));
  const rank = (role: ClubMember["role"]) => -CLUB_ROLES.indexOf(role);
  return rows
    .map(toClubMember)
    .sort(
      (a, b) =>
        rank(a.role) - rank(b.role) ||
        a.name.localeCompare(b.name, "en", { sensitivity: "base" }) ||
        a.userId.localeCompare(b.userId),
    );
}
