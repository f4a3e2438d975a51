import type { Club } from "@touchline/contracts";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubs, images } from "../../db/schema.ts";
import { type ImageUpload, uploadImage } from "../images/upload-image.ts";
import { clubNotFound } from "./club-row.ts";
import { getClub } from "./get-club.ts";

/**
 * A club admin uploads the club's crest: checked, re-encoded and stored as any uploaded image is
 * (`uploadImage`), served at its image address. The crest it replaces is deleted, as nothing else shows it.
 */
export async function setClubCrest(db: Database, clubId: string, uploaderId: string, file: ImageUpload): Promise<Club> {
  const image = await uploadImage(db, uploaderId, file);
  await db.transaction(async (tx) => {
    const [club] = await tx
      .select({ crestImageId: clubs.crestImageId })
      .from(clubs)
      .where(eq(clubs.id, clubId))
      .for("update");
    if (!club) {
      await tx.delete(images).where(eq(images.id, image.id));
      throw clubNotFound();
    }
    await tx
      .update(clubs)
      .set({ crestImageId: image.id, updatedAt: sql`now()` })
      .where(eq(clubs.id, clubId));
    if (club.crestImageId) await tx.delete(images).where(eq(images.id, club.crestImageId));
  });
  return getClub(db, clubId, "admin");
}
