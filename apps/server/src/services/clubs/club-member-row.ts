import type { ClubMember } from "@touchline/contracts";
import { clubMembers, users } from "../../db/schema.ts";
import { authorNameOf } from "../sessions/session-row.ts";

/** What a member read selects: the membership and the member's name (never their address). */
export const clubMemberColumns = {
  userId: clubMembers.userId,
  role: clubMembers.role,
  joinedAt: clubMembers.joinedAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

export type ClubMemberRecord = {
  userId: string;
  role: ClubMember["role"];
  joinedAt: Date;
  firstName: string;
  lastName: string;
};

export function toClubMember(record: ClubMemberRecord): ClubMember {
  return {
    userId: record.userId,
    name: authorNameOf(record.firstName, record.lastName),
    role: record.role,
    joinedAt: record.joinedAt.toISOString(),
  };
}
