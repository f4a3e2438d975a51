import { z } from "@hono/zod-openapi";
import {
  AcceptedResponseSchema,
  CreateTacticalDrillRequestSchema,
  LibraryDrillResponseSchema,
  TacticalDrillIdSchema,
  TacticalDrillListResponseSchema,
  TacticalDrillResponseSchema,
  TacticalDrillToLibraryRequestSchema,
  UpdateTacticalDrillRequestSchema,
} from "@touchline/contracts";
import { signedIn } from "../../auth/access.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonBody, jsonResponse } from "../json-route.ts";

const tags = ["tactical-drills"];

const TacticalDrillParamsSchema = z.object({
  id: TacticalDrillIdSchema.meta({
    param: { name: "id", in: "path" },
    example: "3f0c8a52-1d4e-4d7b-9a55-7f1f0e2c9b61",
  }),
});

const notSignedIn = errorResponse("Not signed in");
/** Someone else's drill answers exactly like a missing one. */
const notFound = errorResponse("No such drill of the signed-in coach");

export const createTacticalDrillRoute = defineRoute({
  access: signedIn,
  method: "post",
  path: "/api/tactical-drills",
  tags,
  summary: "Save the tactical board as a new drill of the signed-in coach",
  request: jsonBody(CreateTacticalDrillRequestSchema),
  responses: {
    201: jsonResponse(TacticalDrillResponseSchema, "The saved drill, its diagram upgraded to the current version"),
    400: errorResponse("Invalid title or diagram; the message names the problem"),
    401: notSignedIn,
    413: errorResponse("The body is larger than 1 MB"),
  },
});

export const listTacticalDrillsRoute = defineRoute({
  access: signedIn,
  method: "get",
  path: "/api/tactical-drills",
  tags,
  summary: "The signed-in coach's drills, most recently updated first (at most 200, without diagrams)",
  responses: {
    200: jsonResponse(TacticalDrillListResponseSchema, "Summaries of the coach's own drills"),
    401: notSignedIn,
  },
});

export const getTacticalDrillRoute = defineRoute({
  access: signedIn,
  method: "get",
  path: "/api/tactical-drills/{id}",
  tags,
  summary: "One of the signed-in coach's drills, to reopen for editing",
  request: { params: TacticalDrillParamsSchema },
  responses: {
    200: jsonResponse(TacticalDrillResponseSchema, "The drill with its diagram"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    404: notFound,
  },
});

export const updateTacticalDrillRoute = defineRoute({
  access: signedIn,
  method: "put",
  path: "/api/tactical-drills/{id}",
  tags,
  summary: "Change the title and/or diagram of one of the signed-in coach's drills",
  request: { params: TacticalDrillParamsSchema, ...jsonBody(UpdateTacticalDrillRequestSchema) },
  responses: {
    200: jsonResponse(TacticalDrillResponseSchema, "The updated drill"),
    400: errorResponse("Invalid id, title or diagram, or nothing to change"),
    401: notSignedIn,
    404: notFound,
    413: errorResponse("The body is larger than 1 MB"),
  },
});

export const deleteTacticalDrillRoute = defineRoute({
  access: signedIn,
  method: "delete",
  path: "/api/tactical-drills/{id}",
  tags,
  summary: "Delete one of the signed-in coach's drills",
  request: { params: TacticalDrillParamsSchema },
  responses: {
    200: jsonResponse(AcceptedResponseSchema, "Deleted"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    404: notFound,
  },
});

export const duplicateTacticalDrillRoute = defineRoute({
  access: signedIn,
  method: "post",
  path: "/api/tactical-drills/{id}/duplicate",
  tags,
  summary: 'A new drill of the signed-in coach with the diagram of one of theirs, titled "<title> (copy)"',
  request: { params: TacticalDrillParamsSchema },
  responses: {
    201: jsonResponse(TacticalDrillResponseSchema, "The new copy"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    404: notFound,
  },
});

export const saveTacticalDrillToLibraryRoute = defineRoute({
  access: signedIn,
  method: "post",
  path: "/api/tactical-drills/{id}/library-drill",
  tags,
  summary: "Add a drill to the signed-in coach's library, drawn with the diagram of one of their tactical drills",
  request: { params: TacticalDrillParamsSchema, ...jsonBody(TacticalDrillToLibraryRequestSchema) },
  responses: {
    201: jsonResponse(LibraryDrillResponseSchema, "The new library drill; the tactical drill stays as it was"),
    400: errorResponse("Invalid id, title, duration or intensity"),
    401: notSignedIn,
    404: notFound,
  },
});
