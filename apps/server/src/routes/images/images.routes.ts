import { z } from "@hono/zod-openapi";
import {
  AcceptedResponseSchema,
  ImageIdSchema,
  ImageListQuerySchema,
  ImageListResponseSchema,
  ImageResponseSchema,
} from "@touchline/contracts";
import { minimumLevel, publicAccess } from "../../auth/access.ts";
import { defineRoute } from "../define-route.ts";
import { imageUploadBodyLimit, imageUploadDescription, imageUploadRequestBody } from "../image-upload.ts";
import { errorResponse, jsonResponse } from "../json-route.ts";

const tags = ["images"];

const ImageParamsSchema = z.object({
  id: ImageIdSchema.meta({ param: { name: "id", in: "path" }, example: "3f0c8a52-1d4e-4d7b-9a55-7f1f0e2c9b61" }),
});

const notSignedIn = errorResponse("Not signed in");
const notAdmin = errorResponse("Signed in below admin level");
const notFound = errorResponse("No such image");

export const IMAGE_UPLOAD_PATH = "/api/admin/images";

export const uploadImageRoute = defineRoute({
  access: minimumLevel("admin"),
  middleware: [imageUploadBodyLimit],
  method: "post",
  path: IMAGE_UPLOAD_PATH,
  tags,
  summary: "Upload a PNG, JPEG or WebP picture to the image library (admins)",
  description: imageUploadDescription,
  request: { body: imageUploadRequestBody },
  responses: {
    201: jsonResponse(ImageResponseSchema, "The stored image: its re-encoded size and dimensions"),
    400: errorResponse("No file, a file that is not a PNG, JPEG or WebP picture, or one that cannot be decoded"),
    401: notSignedIn,
    403: notAdmin,
    413: errorResponse("The file is larger than the upload limit, or decodes to too many pixels"),
  },
});

export const listImagesRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "get",
  path: "/api/admin/images",
  tags,
  summary: "The image library, newest first (admins)",
  request: { query: ImageListQuerySchema },
  responses: {
    200: jsonResponse(ImageListResponseSchema, "One page of images and how many there are"),
    400: errorResponse("Invalid page"),
    401: notSignedIn,
    403: notAdmin,
  },
});

export const deleteImageRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "delete",
  path: "/api/admin/images/{id}",
  tags,
  summary: "Delete an image (admins); posts using it as their cover lose the cover",
  request: { params: ImageParamsSchema },
  responses: {
    200: jsonResponse(AcceptedResponseSchema, "Deleted"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: notAdmin,
    404: notFound,
  },
});

export const getImageRoute = defineRoute({
  access: publicAccess,
  method: "get",
  path: "/api/images/{id}",
  tags,
  summary: "An uploaded image's bytes, for anyone; cached for a year (an id's bytes never change)",
  request: { params: ImageParamsSchema },
  responses: {
    200: {
      description: "The picture",
      content: {
        "image/png": { schema: { type: "string", format: "binary" } },
        "image/jpeg": { schema: { type: "string", format: "binary" } },
        "image/webp": { schema: { type: "string", format: "binary" } },
      },
    },
    304: { description: "Not modified (If-None-Match matched)" },
    400: errorResponse("Invalid id"),
    404: notFound,
  },
});
