import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { images } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

/** Deletes an image; posts that used it as their cover lose the cover (the foreign key sets it null). */
export async function deleteImage(db: Database, id: string): Promise<void> {
  const deleted = await db.delete(images).where(eq(images.id, id)).returning({ id: images.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", "There is no such image.");
}
