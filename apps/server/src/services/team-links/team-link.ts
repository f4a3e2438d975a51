import { randomUUID } from "node:crypto";
import type { TeamLinkStatusResponse } from "@touchline/contracts";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { teamLinks, teams } from "../../db/schema.ts";
import { type ClubCaller, openClubTeam, openClubTeamToWrite } from "../clubs/open-club-team.ts";
import { type TeamLinkTokenOf, teamLinkTokenHash, teamLinkUrl } from "./team-link-token.ts";

/** What writing a team link needs: the token's derivation and the site's address. */
export interface TeamLinkWriter {
  tokenOf: TeamLinkTokenOf;
  appUrl: string;
}

const REFUSAL = "Only the club's admins and this team's coaches make or stop the team link.";

const linkOf = (writer: TeamLinkWriter, row: { id: string; createdAt: Date }) => ({
  url: teamLinkUrl(writer.appUrl, writer.tokenOf(row.id)),
  createdAt: row.createdAt.toISOString(),
});

/**
 * The team's live link, for every member of the club: it shows no player's name, so whoever may read the
 * calendar may pass it on.
 */
export async function getTeamLink(
  db: Database,
  writer: TeamLinkWriter,
  caller: ClubCaller,
  teamId: string,
): Promise<TeamLinkStatusResponse> {
  await openClubTeam(db, caller, teamId);
  const [live] = await db
    .select({ id: teamLinks.id, createdAt: teamLinks.createdAt })
    .from(teamLinks)
    .where(and(eq(teamLinks.teamId, teamId), isNull(teamLinks.revokedAt)))
    .orderBy(desc(teamLinks.createdAt))
    .limit(1);
  return { link: live ? linkOf(writer, live) : null };
}

/**
 * A new link for the team; the one before stops working in the same step. The team's row is locked, so two
 * coaches pressing at once leave one live link, not two.
 */
export async function createTeamLink(
  db: Database,
  writer: TeamLinkWriter,
  caller: ClubCaller,
  teamId: string,
): Promise<TeamLinkStatusResponse> {
  await openClubTeamToWrite(db, caller, teamId, REFUSAL);
  const id = randomUUID();
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for("update");
    await tx
      .update(teamLinks)
      .set({ revokedAt: new Date() })
      .where(and(eq(teamLinks.teamId, teamId), isNull(teamLinks.revokedAt)));
    const [created] = await tx
      .insert(teamLinks)
      .values({ id, teamId, tokenHash: teamLinkTokenHash(writer.tokenOf(id)) })
      .returning({ id: teamLinks.id, createdAt: teamLinks.createdAt });
    return created!;
  });
  return { link: linkOf(writer, row) };
}

/** Stops the team's link: it answers 404 from now on. */
export async function revokeTeamLink(db: Database, caller: ClubCaller, teamId: string): Promise<void> {
  await openClubTeamToWrite(db, caller, teamId, REFUSAL);
  await db
    .update(teamLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(teamLinks.teamId, teamId), isNull(teamLinks.revokedAt)));
}
