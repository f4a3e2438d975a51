import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubMembers } from "../../db/schema.ts";
import { deleteClubAndCrest, isOnlyAdmin, type LockedMember, lockClubMembersIfAny } from "./club-membership.ts";

/** Who takes over a club whose only admin leaves: the longest-standing coach, else the longest-standing assistant. */
function successorOf(others: readonly LockedMember[]): LockedMember | undefined {
  return others.find((member) => member.role === "coach") ?? others[0];
}

/**
 * An account being deleted leaves each of its clubs, inside the deletion's transaction: a club it was the
 * only admin of passes to its successor (see `successorOf`), a club it was the only member of is deleted.
 * Clubs are locked in id order, so two deletions sharing clubs cannot deadlock. The account's places on
 * teams go with its row (foreign key).
 */
export async function leaveClubsOfAccount(tx: Database, userId: string): Promise<void> {
  const memberships = await tx
    .select({ clubId: clubMembers.clubId })
    .from(clubMembers)
    .where(eq(clubMembers.userId, userId))
    .orderBy(asc(clubMembers.clubId));
  for (const { clubId } of memberships) {
    const members = await lockClubMembersIfAny(tx, clubId);
    if (!members) continue;
    const others = members.filter((member) => member.userId !== userId);
    if (others.length === 0) {
      await deleteClubAndCrest(tx, clubId);
      continue;
    }
    const successor = isOnlyAdmin(members, userId) ? successorOf(others) : undefined;
    if (successor) {
      await tx
        .update(clubMembers)
        .set({ role: "admin" })
        .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, successor.userId)));
    }
    await tx.delete(clubMembers).where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
  }
}
