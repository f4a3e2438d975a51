import type { ClubInvite } from "@touchline/contracts";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubInvites } from "../../db/schema.ts";
import { clubInviteColumns, toClubInvite } from "./club-invite-row.ts";

/** The club's invitations, newest first, live or not (the admin screen shows each one's state). */
export async function listClubInvites(db: Database, clubId: string): Promise<ClubInvite[]> {
  const rows = await db
    .select(clubInviteColumns)
    .from(clubInvites)
    .where(eq(clubInvites.clubId, clubId))
    .orderBy(desc(clubInvites.createdAt), desc(clubInvites.id));
  return rows.map(toClubInvite);
}
