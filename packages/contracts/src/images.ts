import { z } from "zod";

/** The only picture formats accepted, decided from the file's first bytes, never from its name. */
export const IMAGE_MIME_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const ImageMimeTypeSchema = z.enum(IMAGE_MIME_TYPES);
export type ImageMimeType = z.infer<typeof ImageMimeTypeSchema>;

/** The largest file an admin may upload, in bytes (5 MB). */
export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The most pixels an upload may decode to (40 megapixels): a guard against decompression bombs. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The longest side, in pixels, an image keeps after re-encoding. */
export const MAX_IMAGE_EDGE = 2400;
/** For the file input: what the picker offers; the server still checks the content. */
export const IMAGE_UPLOAD_ACCEPT = ".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp";
/** The multipart field that carries the file. */
export const IMAGE_UPLOAD_FIELD = "file";

/** Where anyone can fetch an uploaded image; the only image URL blog Markdown may point at on our site. */
export const imageUrl = (id: string) => `/api/images/${id}`;
export const IMAGE_URL_PATTERN = /^\/api\/images\/[A-Za-z0-9-]{1,64}$/;

/** Ids are server-made UUIDs; the bound only keeps junk in a URL from reaching the database. */
export const ImageIdSchema = z
  .string()
  .min(1)
  .max(64, /*i18n*/ "Not an image id")
  .regex(/^[A-Za-z0-9-]+$/, /*i18n*/ "Not an image id");

/** An uploaded image as the admin list shows it (the bytes are served at `url`). */
export const UploadedImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  mimeType: ImageMimeTypeSchema,
  /** Pixels, after re-encoding. */
  width: z.number().int(),
  height: z.number().int(),
  /** Bytes stored, after re-encoding. */
  byteSize: z.number().int(),
  originalName: z.string(),
  uploaderName: z.string().nullable(),
  createdAt: z.string(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

export const ImageResponseSchema = z.object({ image: UploadedImageSchema });

export const IMAGE_LIST_PAGE_SIZE = 48;

export const ImageListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(IMAGE_LIST_PAGE_SIZE),
});
export type ImageListQuery = z.input<typeof ImageListQuerySchema>;

export const ImageListResponseSchema = z.object({
  images: z.array(UploadedImageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ImageListResponse = z.infer<typeof ImageListResponseSchema>;
