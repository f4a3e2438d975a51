import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubInvites } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

/** A club admin withdraws an invitation: its link is dead at once. Withdrawing it again changes nothing. */
export async function revokeClubInvite(db: Database, clubId: string, inviteId: string): Promise<void> {
  const [invite] = await db
    .update(clubInvites)
    .set({ revokedAt: sql`coalesce(${clubInvites.revokedAt}, now())` })
    .where(and(eq(clubInvites.id, inviteId), eq(clubInvites.clubId, clubId)))
    .returning({ id: clubInvites.id });
  if (!invite) throw new AppError("NOT_FOUND", "This invitation does not exist in this club.");
}
