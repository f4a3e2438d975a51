import type { Database } from "../../db/client.ts";
import { assertStillAdmin, deleteClubAndCrest, lockClubMembers } from "./club-membership.ts";

/**
 * A club admin deletes the club: its members, invitations, library, teams, calendars, feeds and syllabus
 * go with it (by the foreign keys), and its crest. Members are refused (404) at their next request.
 */
export async function deleteClub(db: Database, clubId: string, callerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    assertStillAdmin(await lockClubMembers(tx, clubId), callerId);
    await deleteClubAndCrest(tx, clubId);
  });
}
