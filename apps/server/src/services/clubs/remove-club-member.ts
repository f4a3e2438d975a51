import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubMembers } from "../../db/schema.ts";
import { publishAccessChange } from "../messages/message-notification.ts";
import {
  assertStillAdmin,
  isOnlyAdmin,
  lastAdmin,
  lockClubMembers,
  memberNotFound,
  stopCoachingClubTeams,
} from "./club-membership.ts";

/**
 * A club admin removes a member. Membership is read on every club request (auth/access.ts), so the
 * member's next request to the club is refused (404); their live streams end once this commits, so an open
 * tab reconnects and finds out at once. What they shared stays the club's. The only admin cannot be
 * removed (409).
 */
export async function removeClubMember(db: Database, clubId: string, callerId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const members = await lockClubMembers(tx, clubId);
    assertStillAdmin(members, callerId);
    if (!members.some((member) => member.userId === userId)) throw memberNotFound();
    if (isOnlyAdmin(members, userId)) throw lastAdmin("This member is the club's only admin");
    await tx.delete(clubMembers).where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
    await stopCoachingClubTeams(tx, clubId, userId);
    await publishAccessChange(tx, userId);
  });
}
