import type { ImageMimeType } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { images } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

export interface ImageFile {
  mimeType: ImageMimeType;
  data: Uint8Array;
}

/** The stored bytes of an image and their type, for anyone: blog covers and inline pictures are public. */
export async function getImageFile(db: Database, id: string): Promise<ImageFile> {
  const [row] = await db.select({ mimeType: images.mimeType, data: images.data }).from(images).where(eq(images.id, id));
  if (!row) throw new AppError("NOT_FOUND", "There is no such image.");
  return row;
}
