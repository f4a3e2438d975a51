import { imageUrl, type TeamPageResponse } from "@touchline/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubs, teamLinks, teams } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { findNextEvent } from "./next-event.ts";
import { teamLinkTokenHash } from "./team-link-token.ts";

/** An unknown, revoked or mistyped link: all three answer the same, so a guess learns nothing. */
const teamLinkNotFound = () =>
  new AppError("NOT_FOUND", "This link no longer works. Ask the coach for the team's new link.");

/**
 * What the team's link opens, for anyone holding it: the team and its next event with the session's drills.
 * Nothing is noted about the visit (the link is shared, so it cannot say who looked), and no player is named.
 */
export async function getTeamPage(db: Database, token: string, now = new Date()): Promise<TeamPageResponse> {
  const [team] = await db
    .select({
      teamId: teams.id,
      name: teams.name,
      clubName: clubs.name,
      crestImageId: clubs.crestImageId,
      kitPrimary: clubs.kitPrimary,
      kitSecondary: clubs.kitSecondary,
      timeZone: clubs.timeZone,
    })
    .from(teamLinks)
    .innerJoin(teams, eq(teams.id, teamLinks.teamId))
    .innerJoin(clubs, eq(clubs.id, teams.clubId))
    .where(and(eq(teamLinks.tokenHash, teamLinkTokenHash(token)), isNull(teamLinks.revokedAt)));
  if (!team) throw teamLinkNotFound();
  const { teamId, crestImageId, ...shown } = team;
  return {
    team: { ...shown, crestUrl: crestImageId ? imageUrl(crestImageId) : null },
    event: await findNextEvent(db, teamId, team.timeZone, now),
  };
}
