import { IMAGE_UPLOAD_FIELD, MAX_IMAGE_UPLOAD_BYTES } from "@touchline/contracts";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../app/app-context.ts";
import { AppError } from "../lib/app-error.ts";
import type { ImageUpload } from "../services/images/upload-image.ts";

/** Room for the multipart envelope (boundaries, part headers) around a file at the size limit. */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;
const uploadTooLarge = () =>
  new AppError(
    "PAYLOAD_TOO_LARGE",
    `This file is larger than ${MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024)} MB. Upload a smaller picture.`,
  );

/**
 * The global 1 MB JSON limit skips the upload paths (app/create-app.ts); an upload gets its own, checked
 * after the route's access. A declared length above it is refused before reading; a body without one is
 * counted as it streams and cut off at the limit.
 */
export const imageUploadBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: MAX_IMAGE_UPLOAD_BYTES + MULTIPART_ENVELOPE_BYTES,
  onError: () => {
    throw uploadTooLarge();
  },
});

/**
 * An upload route's request body as the OpenAPI document describes it. Described, not validated by the
 * contract layer: the handler reads the file itself (`readImageUpload`) so every refusal has its own clear
 * message (missing file, wrong type, too large, too many pixels).
 */
export const imageUploadRequestBody = {
  content: {
    "multipart/form-data": {
      schema: {
        type: "object" as const,
        properties: { [IMAGE_UPLOAD_FIELD]: { type: "string" as const, format: "binary" } },
        required: [IMAGE_UPLOAD_FIELD],
      },
    },
  },
  required: true,
};

export const imageUploadDescription =
  `multipart/form-data with the file in the field "${IMAGE_UPLOAD_FIELD}", at most ${MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024)} MB. ` +
  "The type is decided by the file's content, not its name or declared type; the picture is re-encoded without metadata.";

/** The uploaded file of a multipart request, for `uploadImage`; no file is a 400 saying what to send. */
export async function readImageUpload(c: Context): Promise<ImageUpload> {
  const missingFile = () => {
    const message = "Choose a PNG, JPEG or WebP picture to upload.";
    return new AppError("VALIDATION_FAILED", message, { [IMAGE_UPLOAD_FIELD]: message });
  };
  if (!c.req.header("content-type")?.toLowerCase().startsWith("multipart/form-data")) throw missingFile();
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw missingFile();
  }
  const file = form[IMAGE_UPLOAD_FIELD];
  if (!(file instanceof File)) throw missingFile();
  return { name: file.name, size: file.size, bytes: async () => new Uint8Array(await file.arrayBuffer()) };
}
