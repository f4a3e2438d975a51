import type { Club } from "@touchline/contracts";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubs, images } from "../../db/schema.ts";
import { clubNotFound } from "./club-row.ts";
import { getClub } from "./get-club.ts";

/** A club admin removes the crest (the club shows its initials again); removing none is no error. */
export async function removeClubCrest(db: Database, clubId: string): Promise<Club> {
  await db.transaction(async (tx) => {
    const [club] = await tx
      .select({ crestImageId: clubs.crestImageId })
      .from(clubs)
      .where(eq(clubs.id, clubId))
      .for("update");
    if (!club) throw clubNotFound();
    if (!club.crestImageId) return;
    await tx
      .update(clubs)
      .set({ crestImageId: null, updatedAt: sql`now()` })
      .where(eq(clubs.id, clubId));
    await tx.delete(images).where(eq(images.id, club.crestImageId));
  });
  return getClub(db, clubId, "admin");
}
