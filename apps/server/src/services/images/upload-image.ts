import { randomUUID } from "node:crypto";
import { IMAGE_UPLOAD_FIELD, MAX_IMAGE_UPLOAD_BYTES, type UploadedImage } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { images, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { detectImageType } from "./detect-image-type.ts";
import { imageColumns, toUploadedImage } from "./image-row.ts";
import { reencodeImage } from "./reencode-image.ts";

/** The file an admin uploads, as the multipart parser hands it over. */
export interface ImageUpload {
  name: string;
  size: number;
  bytes(): Promise<Uint8Array>;
}

const notAPicture = (field = IMAGE_UPLOAD_FIELD) => {
  const message =
    "Only PNG, JPEG and WebP pictures can be uploaded. This file is not one of them, whatever its name says.";
  return new AppError("VALIDATION_FAILED", message, { [field]: message });
};

/** Keeps the original name readable in the admin list without letting it carry control characters or length. */
function cleanName(name: string): string {
  const cleaned = name
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/^.*[\\/]/, "")
    .trim()
    .slice(0, 200);
  return cleaned || "image";
}

/**
 * Stores an admin's upload in the image library. The type is decided by the bytes alone (the file's
 * name and declared type are ignored); the picture is re-encoded (see `reencodeImage`) and only the
 * re-encoded bytes are kept, in the database, so every server instance serves the same image.
 */
export async function uploadImage(db: Database, uploaderId: string, file: ImageUpload): Promise<UploadedImage> {
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) {
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      `This file is larger than ${MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024)} MB. Upload a smaller picture.`,
    );
  }
  if (file.size === 0) throw notAPicture();
  const bytes = await file.bytes();
  const mimeType = detectImageType(bytes);
  if (!mimeType) throw notAPicture();
  const picture = await reencodeImage(bytes, mimeType);
  const id = randomUUID();
  await db.insert(images).values({
    id,
    uploaderId,
    originalName: cleanName(file.name),
    mimeType,
    width: picture.width,
    height: picture.height,
    byteSize: picture.data.byteLength,
    data: picture.data,
  });
  const [row] = await db
    .select(imageColumns)
    .from(images)
    .leftJoin(users, eq(users.id, images.uploaderId))
    .where(eq(images.id, id));
  return toUploadedImage(row!);
}
