import { randomUUID } from "node:crypto";
import type { PlayerLink } from "@touchline/contracts";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { squadPlayerLinks, squadPlayers } from "../../db/schema.ts";
import { type ClubCaller, openClubTeamToWrite } from "../clubs/open-club-team.ts";
import { playerNotFound } from "../squads/squad-player-row.ts";
import { type PlayerLinkTokenOf, playerLinkTokenHash, playerLinkUrl } from "./player-link-token.ts";

/** What writing a link needs: the token's derivation and the site's address. */
export interface PlayerLinkWriter {
  tokenOf: PlayerLinkTokenOf;
  appUrl: string;
}

/**
 * The team, for someone who may hand out or take back its players' links: a club admin or one of the team's
 * coaches. A link lets its holder answer for a child, so assistants and other coaches do not see them.
 */
const openTeamLinks = (db: Database, caller: ClubCaller, teamId: string) =>
  openClubTeamToWrite(db, caller, teamId, "Only the club's admins and this team's coaches manage its players' links.");

async function assertPlayerOfTeam(db: Database, teamId: string, playerId: string): Promise<void> {
  const [player] = await db
    .select({ id: squadPlayers.id })
    .from(squadPlayers)
    .where(and(eq(squadPlayers.id, playerId), eq(squadPlayers.teamId, teamId)));
  if (!player) throw playerNotFound();
}

const linkOf = (
  writer: PlayerLinkWriter,
  row: { id: string; playerId: string; createdAt: Date; lastOpenedAt: Date | null },
): PlayerLink => ({
  playerId: row.playerId,
  url: playerLinkUrl(writer.appUrl, writer.tokenOf(row.id)),
  createdAt: row.createdAt.toISOString(),
  lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
});

/** The team's live personal links, one per player who has one. */
export async function listPlayerLinks(
  db: Database,
  writer: PlayerLinkWriter,
  caller: ClubCaller,
  teamId: string,
): Promise<PlayerLink[]> {
  await openTeamLinks(db, caller, teamId);
  const rows = await db
    .select({
      id: squadPlayerLinks.id,
      playerId: squadPlayerLinks.playerId,
      createdAt: squadPlayerLinks.createdAt,
      lastOpenedAt: squadPlayerLinks.lastOpenedAt,
    })
    .from(squadPlayerLinks)
    .innerJoin(squadPlayers, eq(squadPlayers.id, squadPlayerLinks.playerId))
    .where(and(eq(squadPlayers.teamId, teamId), isNull(squadPlayerLinks.revokedAt)))
    .orderBy(asc(squadPlayerLinks.createdAt));
  return rows.map((row) => linkOf(writer, row));
}

/** A new personal link for the player; their earlier link stops working in the same step. */
export async function createPlayerLink(
  db: Database,
  writer: PlayerLinkWriter,
  caller: ClubCaller,
  teamId: string,
  playerId: string,
): Promise<PlayerLink> {
  await openTeamLinks(db, caller, teamId);
  await assertPlayerOfTeam(db, teamId, playerId);
  const id = randomUUID();
  const row = await db.transaction(async (tx) => {
    await tx
      .update(squadPlayerLinks)
      .set({ revokedAt: new Date() })
      .where(and(eq(squadPlayerLinks.playerId, playerId), isNull(squadPlayerLinks.revokedAt)));
    const [created] = await tx
      .insert(squadPlayerLinks)
      .values({ id, playerId, tokenHash: playerLinkTokenHash(writer.tokenOf(id)) })
      .returning();
    return created!;
  });
  return linkOf(writer, row);
}

/** Stops the player's link: it answers 404 from now on. Their answers stay. */
export async function revokePlayerLink(
  db: Database,
  caller: ClubCaller,
  teamId: string,
  playerId: string,
): Promise<void> {
  await openTeamLinks(db, caller, teamId);
  await assertPlayerOfTeam(db, teamId, playerId);
  await db
    .update(squadPlayerLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(squadPlayerLinks.playerId, playerId), isNull(squadPlayerLinks.revokedAt)));
}
