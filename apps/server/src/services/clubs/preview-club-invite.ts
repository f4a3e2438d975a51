import { type ClubInvitePreview, imageUrl } from "@touchline/contracts";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubInvites, clubs } from "../../db/schema.ts";
import { deadInviteLink, isLiveInvite } from "./club-invite-row.ts";
import { inviteTokenHash, isInviteToken } from "./invite-token.ts";

/**
 * What the join page shows anyone holding a live link: the club's name, crest and kit and the role offered,
 * nothing about its members. A dead link (expired, withdrawn, used up or unknown) is 404, whichever it is.
 */
export async function previewClubInvite(db: Database, token: string): Promise<ClubInvitePreview> {
  if (!isInviteToken(token)) throw deadInviteLink();
  const [row] = await db
    .select({
      clubName: clubs.name,
      crestImageId: clubs.crestImageId,
      kitPrimary: clubs.kitPrimary,
      kitSecondary: clubs.kitSecondary,
      role: clubInvites.role,
    })
    .from(clubInvites)
    .innerJoin(clubs, eq(clubs.id, clubInvites.clubId))
    .where(and(eq(clubInvites.tokenHash, inviteTokenHash(token)), isLiveInvite()));
  if (!row) throw deadInviteLink();
  return {
    clubName: row.clubName,
    crestUrl: row.crestImageId ? imageUrl(row.crestImageId) : null,
    kitPrimary: row.kitPrimary,
    kitSecondary: row.kitSecondary,
    role: row.role,
  };
}
