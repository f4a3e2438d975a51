import { randomUUID } from "node:crypto";
import type { CreatedCalendarFeedResponse } from "@touchline/contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { teamCalendarFeeds } from "../../db/schema.ts";
import { feedTokenHash, feedUrlsOf, newFeedToken } from "./calendar-feed-token.ts";
import { type ClubCaller } from "../clubs/open-club-team.ts";
import { openTeamCalendarToWrite } from "./open-team-calendar.ts";

/**
 * Gives the team a new secret feed address, shown in this answer only; the previous address (if any)
 * stops working in the same transaction, so rotating is how a leaked address is replaced.
 */
export async function createCalendarFeed(
  db: Database,
  caller: ClubCaller,
  teamId: string,
  appUrl: string,
): Promise<CreatedCalendarFeedResponse> {
  await openTeamCalendarToWrite(db, caller, teamId);
  const token = newFeedToken();
  const created = await db.transaction(async (tx) => {
    await tx
      .update(teamCalendarFeeds)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(teamCalendarFeeds.teamId, teamId), isNull(teamCalendarFeeds.revokedAt)));
    const [row] = await tx
      .insert(teamCalendarFeeds)
      .values({ id: randomUUID(), teamId, tokenHash: feedTokenHash(token) })
      .returning({ createdAt: teamCalendarFeeds.createdAt });
    return row!;
  });
  return { feed: { isActive: true, createdAt: created.createdAt.toISOString() }, ...feedUrlsOf(appUrl, token) };
}
