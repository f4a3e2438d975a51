import { imageUrl, type UploadedImage } from "@touchline/contracts";
import { images, users } from "../../db/schema.ts";

/** What the admin list selects: everything but the bytes. */
export const imageColumns = {
  id: images.id,
  mimeType: images.mimeType,
  width: images.width,
  height: images.height,
  byteSize: images.byteSize,
  originalName: images.originalName,
  createdAt: images.createdAt,
  uploaderFirstName: users.firstName,
  uploaderLastName: users.lastName,
};

interface ImageRecord {
  id: string;
  mimeType: UploadedImage["mimeType"];
  width: number;
  height: number;
  byteSize: number;
  originalName: string;
  createdAt: Date;
  /** Null when the uploader's account is gone (left join). */
  uploaderFirstName: string | null;
  uploaderLastName: string | null;
}

export function toUploadedImage({
  uploaderFirstName,
  uploaderLastName,
  createdAt,
  ...image
}: ImageRecord): UploadedImage {
  return {
    ...image,
    url: imageUrl(image.id),
    uploaderName: uploaderFirstName === null ? null : `${uploaderFirstName} ${uploaderLastName ?? ""}`.trim() || null,
    createdAt: createdAt.toISOString(),
  };
}
