import type { Club } from "@touchline/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubInvites, clubMembers } from "../../db/schema.ts";
import { deadInviteLink, isLiveInvite } from "./club-invite-row.ts";
import { lockClubMembersIfAny } from "./club-membership.ts";
import { getClub } from "./get-club.ts";
import { inviteTokenHash, isInviteToken } from "./invite-token.ts";

/**
 * A signed-in coach joins a club with a live link, in the link's role. Someone already a member keeps their
 * role and gets the club back, without using the link up (even one used up since, by them, say). The use is counted by one conditional UPDATE
 * (`use_count < max_uses`) in the transaction that adds the member, with the club locked: of two coaches
 * racing for the last use, one joins and the other is told the link is dead.
 */
export async function acceptClubInvite(db: Database, token: string, userId: string): Promise<Club> {
  if (!isInviteToken(token)) throw deadInviteLink();
  const tokenHash = inviteTokenHash(token);
  const joined = await db.transaction(async (tx) => {
    const [invite] = await tx
      .select({ id: clubInvites.id, clubId: clubInvites.clubId, role: clubInvites.role })
      .from(clubInvites)
      .where(eq(clubInvites.tokenHash, tokenHash));
    if (!invite) throw deadInviteLink();
    const members = await lockClubMembersIfAny(tx, invite.clubId);
    if (!members) throw deadInviteLink();
    const existing = members.find((member) => member.userId === userId);
    if (existing) return { clubId: invite.clubId, role: existing.role };
    // Whether the link is live is decided by the count's own condition, so no link is used past its limit.
    const [used] = await tx
      .update(clubInvites)
      .set({ useCount: sql`${clubInvites.useCount} + 1` })
      .where(and(eq(clubInvites.id, invite.id), isLiveInvite()))
      .returning({ id: clubInvites.id });
    if (!used) throw deadInviteLink();
    await tx.insert(clubMembers).values({ clubId: invite.clubId, userId, role: invite.role });
    return { clubId: invite.clubId, role: invite.role };
  });
  return getClub(db, joined.clubId, joined.role);
}
