import { NO_STORE } from "../no-store.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { createRouter } from "../create-router.ts";
import { readImageUpload } from "../image-upload.ts";
import { deleteImage } from "../../services/images/delete-image.ts";
import { getImageFile } from "../../services/images/get-image-file.ts";
import { listImages } from "../../services/images/list-images.ts";
import { uploadImage } from "../../services/images/upload-image.ts";
import { deleteImageRoute, getImageRoute, listImagesRoute, uploadImageRoute } from "./images.routes.ts";

export function imagesRoutes(deps: AppDeps) {
  return (
    createRouter()
      .openapi(uploadImageRoute, async (c) => {
        const image = await uploadImage(deps.db, c.var.user.id, await readImageUpload(c));
        return c.json({ image }, 201);
      })

      .openapi(listImagesRoute, async (c) => {
        setAnswerHeaders(c, NO_STORE);
        return c.json(await listImages(deps.db, c.req.valid("query")), 200);
      })

      .openapi(deleteImageRoute, async (c) => {
        const admin = c.var.user;
        await deleteImage(deps.db, admin, c.req.valid("param").id);
        return c.json({ ok: true as const }, 200);
      })

      // Public: covers and inline pictures of published posts. An id's bytes never change (a new upload
      // gets a new id), so browsers and proxies may keep them for a year without asking again.
      .openapi(getImageRoute, async (c) => {
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
      })
  );
}
