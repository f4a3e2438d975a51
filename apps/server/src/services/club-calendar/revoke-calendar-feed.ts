import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { teamCalendarFeeds } from "../../db/schema.ts";
import { type ClubCaller } from "../clubs/open-club-team.ts";
import { openTeamCalendarToWrite } from "./open-team-calendar.ts";

/** Stops the team's feed address at once: the next fetch by any calendar app answers 404. */
export async function revokeCalendarFeed(db: Database, caller: ClubCaller, teamId: string) {
  await openTeamCalendarToWrite(db, caller, teamId);
  await db
    .update(teamCalendarFeeds)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(teamCalendarFeeds.teamId, teamId), isNull(teamCalendarFeeds.revokedAt)));
  return { isActive: false, createdAt: null };
}
