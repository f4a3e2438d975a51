import { z } from "@hono/zod-openapi";
import {
  AcceptedResponseSchema,
  LibraryDrillIdSchema,
  LibraryDrillInputSchema,
  LibraryDrillListQuerySchema,
  LibraryDrillListResponseSchema,
  LibraryDrillResponseSchema,
} from "@touchline/contracts";
import { signedIn } from "../../auth/access.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonBody, jsonResponse } from "../json-route.ts";

const tags = ["drills"];

const DrillParamsSchema = z.object({
  id: LibraryDrillIdSchema.meta({
    param: { name: "id", in: "path" },
    example: "3f0c8a52-1d4e-4d7b-9a55-7f1f0e2c9b61",
  }),
});

const notSignedIn = errorResponse("Not signed in");
/** Someone else's drill answers exactly like a missing one. */
const notFound = errorResponse("No such drill in the signed-in coach's library");
const tooLarge = errorResponse("The body is larger than 1 MB");

export const createDrillRoute = defineRoute({
  access: signedIn,
  method: "post",
  path: "/api/drills",
  tags,
  summary: "Add a drill to the signed-in coach's personal library",
  request: jsonBody(LibraryDrillInputSchema),
  responses: {
    201: jsonResponse(LibraryDrillResponseSchema, "The saved drill, its diagrams upgraded to the current version"),
    400: errorResponse("Invalid content; the message names the field"),
    401: notSignedIn,
    413: tooLarge,
  },
});

export const listDrillsRoute = defineRoute({
  access: signedIn,
  method: "get",
  path: "/api/drills",
  tags,
  summary: "The signed-in coach's library drills, searched and filtered by tag (at most 200)",
  request: { query: LibraryDrillListQuerySchema },
  responses: {
    200: jsonResponse(
      LibraryDrillListResponseSchema,
      "The coach's drills, most recently updated (or best matching) first",
    ),
    400: errorResponse("Invalid query"),
    401: notSignedIn,
  },
});

export const getDrillRoute = defineRoute({
  access: signedIn,
  method: "get",
  path: "/api/drills/{id}",
  tags,
  summary: "One drill of the signed-in coach's library",
  request: { params: DrillParamsSchema },
  responses: {
    200: jsonResponse(LibraryDrillResponseSchema, "The drill"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    404: notFound,
  },
});

export const updateDrillRoute = defineRoute({
  access: signedIn,
  method: "put",
  path: "/api/drills/{id}",
  tags,
  summary: "Replace a drill of the signed-in coach's library",
  request: { params: DrillParamsSchema, ...jsonBody(LibraryDrillInputSchema) },
  responses: {
    200: jsonResponse(LibraryDrillResponseSchema, "The updated drill"),
    400: errorResponse("Invalid id or content"),
    401: notSignedIn,
    404: notFound,
    413: tooLarge,
  },
});

export const deleteDrillRoute = defineRoute({
  access: signedIn,
  method: "delete",
  path: "/api/drills/{id}",
  tags,
  summary: "Delete a drill of the signed-in coach's library (sessions keep their own copy)",
  request: { params: DrillParamsSchema },
  responses: {
    200: jsonResponse(AcceptedResponseSchema, "Deleted"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    404: notFound,
  },
});
