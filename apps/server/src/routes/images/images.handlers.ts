import type { OpenAPIHono } from "@hono/zod-openapi";
import { IMAGE_UPLOAD_FIELD, MAX_IMAGE_UPLOAD_BYTES } from "@touchline/contracts";
import { bodyLimit } from "hono/body-limit";
import { requireLevel, requireUser } from "../../auth/current-user.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppDeps, AppEnv } from "../../lib/app-context.ts";
import { deleteImage } from "../../services/images/delete-image.ts";
import { getImageFile } from "../../services/images/get-image-file.ts";
import { listImages } from "../../services/images/list-images.ts";
import { uploadImage } from "../../services/images/upload-image.ts";
import {
  deleteImageRoute,
  getImageRoute,
  IMAGE_UPLOAD_PATH,
  listImagesRoute,
  uploadImageRoute,
} from "./images.routes.ts";

/** Room for the multipart envelope (boundaries, part headers) around a file at the size limit. */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;
const tooLarge = () =>
  new AppError(
    "PAYLOAD_TOO_LARGE",
    `This file is larger than ${MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024)} MB. Upload a smaller picture.`,
  );

export function registerImagesRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  // Admins only, decided before a byte of an upload is read.
  for (const path of [IMAGE_UPLOAD_PATH, `${IMAGE_UPLOAD_PATH}/*`]) {
    app.use(path, async (c, next) => {
      await requireLevel(c, deps, "admin");
      await next();
    });
  }
  // The global 1 MB JSON limit skips this path; an upload gets its own. A declared length above it is
  // refused before reading; a body without one is counted as it streams and cut off at the limit.
  app.use(
    IMAGE_UPLOAD_PATH,
    bodyLimit({
      maxSize: MAX_IMAGE_UPLOAD_BYTES + MULTIPART_ENVELOPE_BYTES,
      onError: () => {
        throw tooLarge();
      },
    }),
  );

  app.openapi(uploadImageRoute, async (c) => {
    const user = await requireUser(c, deps);
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
    const image = await uploadImage(deps.db, user.id, {
      name: file.name,
      size: file.size,
      bytes: async () => new Uint8Array(await file.arrayBuffer()),
    });
    return c.json({ image }, 201);
  });

  app.openapi(listImagesRoute, async (c) => {
    await requireLevel(c, deps, "admin");
    c.header("Cache-Control", "no-store");
    return c.json(await listImages(deps.db, c.req.valid("query")), 200);
  });

  app.openapi(deleteImageRoute, async (c) => {
    const admin = await requireLevel(c, deps, "admin");
    await deleteImage(deps.db, admin, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });

  // Public: covers and inline pictures of published posts. An id's bytes never change (a new upload
  // gets a new id), so browsers and proxies may keep them for a year without asking again.
  app.openapi(getImageRoute, async (c) => {
    const { id } = c.req.valid("param");
    const etag = `"${id}"`;
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("ETag", etag);
    c.header("X-Content-Type-Options", "nosniff");
    if (
      c.req
        .header("if-none-match")
        ?.split(",")
        .some((tag) => tag.trim().replace(/^W\//, "") === etag)
    ) {
      return c.body(null, 304);
    }
    const file = await getImageFile(deps.db, id);
    c.header("Content-Type", file.mimeType);
    return c.body(file.data as Uint8Array<ArrayBuffer>, 200);
  });
}
