import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubMembers } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  deleteClubAndCrest,
  isOnlyAdmin,
  lockClubMembers,
  memberNotFound,
  stopCoachingClubTeams,
} from "./club-membership.ts";

/**
 * A member leaves the club. The last member leaving deletes it (nobody is left to see it); the only admin
 * may not leave while others remain (409), since a club always keeps an admin.
 */
export async function leaveClub(db: Database, clubId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const members = await lockClubMembers(tx, clubId);
    if (!members.some((member) => member.userId === userId)) throw memberNotFound();
    if (members.length === 1) {
      await deleteClubAndCrest(tx, clubId);
      return;
    }
    if (isOnlyAdmin(members, userId)) {
      throw new AppError(
        "CONFLICT",
        "You are the club's only admin. Make another member a club admin before you leave, or delete the club.",
      );
    }
    await tx.delete(clubMembers).where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
    await stopCoachingClubTeams(tx, clubId, userId);
  });
}
