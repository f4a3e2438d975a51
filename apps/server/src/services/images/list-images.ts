import type { ImageListQuerySchema, ImageListResponse } from "@touchline/contracts";
import { count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { images, users } from "../../db/schema.ts";
import { imageColumns, toUploadedImage } from "./image-row.ts";

/** The image library, newest first, one page at a time (the bytes stay in the database). */
export async function listImages(
  db: Database,
  { page, pageSize }: z.output<typeof ImageListQuerySchema>,
): Promise<ImageListResponse> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(imageColumns)
      .from(images)
      .leftJoin(users, eq(users.id, images.uploaderId))
      .orderBy(desc(images.createdAt), desc(images.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(images),
  ]);
  return { images: rows.map(toUploadedImage), total: counted?.total ?? 0, page, pageSize };
}
