import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { teamCalendarFeeds } from "../../db/schema.ts";
import { type ClubCaller, openClubTeam } from "../clubs/open-club-team.ts";

/** Whether the team has a live feed, and since when; never its address (the server cannot make it again). */
export async function getCalendarFeedStatus(db: Database, caller: ClubCaller, teamId: string) {
  await openClubTeam(db, caller, teamId);
  const [live] = await db
    .select({ createdAt: teamCalendarFeeds.createdAt })
    .from(teamCalendarFeeds)
    .where(and(eq(teamCalendarFeeds.teamId, teamId), isNull(teamCalendarFeeds.revokedAt)))
    .orderBy(desc(teamCalendarFeeds.createdAt))
    .limit(1);
  return { isActive: !!live, createdAt: live ? live.createdAt.toISOString() : null };
}
