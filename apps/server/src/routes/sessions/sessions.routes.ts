import { z } from "@hono/zod-openapi";
import {
  AcceptedResponseSchema,
  MySessionsQuerySchema,
  ReportSessionRequestSchema,
  ReviewRequestSchema,
  SessionContentInputSchema,
  SessionIdSchema,
  SessionListResponseSchema,
  SessionResponseSchema,
  ShortIdSchema,
} from "@touchline/contracts";
import { publicAccess, signedIn } from "../../auth/access.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonBody, jsonResponse } from "../json-route.ts";

const tags = ["sessions"];

const SessionParamsSchema = z.object({
  id: SessionIdSchema.meta({ param: { name: "id", in: "path" }, example: "3f0c8a52-1d4e-4d7b-9a55-7f1f0e2c9b61" }),
});
const ShortIdParamsSchema = z.object({
  shortId: ShortIdSchema.meta({ param: { name: "shortId", in: "path" }, example: "a8Kz3QpX" }),
});

const notSignedIn = errorResponse("Not signed in");
/** Someone else's private session answers exactly like a missing one. */
const notFound = errorResponse("No such session, or a private one of another coach");
const notOwner = errorResponse("A public session of another coach: it may be read, not changed");
const tooLarge = errorResponse("The body is larger than 1 MB");
const sessionResponse = (description: string) => jsonResponse(SessionResponseSchema, description);

export const createSessionRoute = defineRoute({
  access: signedIn,
  method: "post",
  path: "/api/sessions",
  tags,
  summary: "Create a session of the signed-in coach (private until published)",
  request: jsonBody(SessionContentInputSchema),
  responses: {
    201: sessionResponse("The new session, its diagrams upgraded to the current version"),
    400: errorResponse("Invalid content; the message names the field"),
    401: notSignedIn,
    413: tooLarge,
  },
});

export const listMySessionsRoute = defineRoute({
  access: signedIn,
  method: "get",
  path: "/api/sessions/mine",
  tags,
  summary: "The signed-in coach's own sessions, searched and sorted (at most 500, without blocks)",
  request: { query: MySessionsQuerySchema },
  responses: {
    200: jsonResponse(SessionListResponseSchema, "Summaries of the coach's sessions"),
    400: errorResponse("Invalid query"),
    401: notSignedIn,
  },
});

export const getSessionRoute = defineRoute({
  access: publicAccess,
  method: "get",
  path: "/api/sessions/{id}",
  tags,
  summary:
    "A session: public ones to anyone, private ones to their owner (and to moderators while its author asks for a review); others' views are counted",
  request: { params: SessionParamsSchema },
  responses: {
    200: sessionResponse("The session with its blocks and derived facts"),
    400: errorResponse("Invalid id"),
    404: notFound,
  },
});

export const getSessionByShortIdRoute = defineRoute({
  access: publicAccess,
  method: "get",
  path: "/api/sessions/by-short-id/{shortId}",
  tags,
  summary: "A session by its share id (the /s/{shortId} link), with the same rules as by id",
  request: { params: ShortIdParamsSchema },
  responses: {
    200: sessionResponse("The session with its blocks and derived facts"),
    400: errorResponse("Invalid share id"),
    404: notFound,
  },
});

export const updateSessionRoute = defineRoute({
  access: signedIn,
  method: "put",
  path: "/api/sessions/{id}",
  tags,
  summary: "Replace the content of one of the signed-in coach's sessions",
  request: { params: SessionParamsSchema, ...jsonBody(SessionContentInputSchema) },
  responses: {
    200: sessionResponse("The updated session"),
    400: errorResponse("Invalid id or content"),
    401: notSignedIn,
    403: notOwner,
    404: notFound,
    413: tooLarge,
  },
});

export const deleteSessionRoute = defineRoute({
  access: signedIn,
  method: "delete",
  path: "/api/sessions/{id}",
  tags,
  summary: "Delete one of the signed-in coach's sessions",
  request: { params: SessionParamsSchema },
  responses: {
    200: jsonResponse(AcceptedResponseSchema, "Deleted"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: notOwner,
    404: notFound,
  },
});

export const publishSessionRoute = defineRoute({
  access: signedIn,
  method: "post",
  path: "/api/sessions/{id}/publish",
  tags,
  summary: "Make one of the signed-in coach's sessions public, in the global library",
  request: { params: SessionParamsSchema },
  responses: {
    200: sessionResponse("The published session"),
    400: errorResponse("Invalid id, or a session without drills"),
    401: notSignedIn,
    403: notOwner,
    404: notFound,
    409: errorResponse(
      "SESSION_HELD_BY_MODERATION: a moderator unpublished it; it stays private until a moderator approves a review",
    ),
  },
});

export const requestReviewRoute = defineRoute({
  access: signedIn,
  method: "post",
  path: "/api/sessions/{id}/review-request",
  tags,
  summary:
    "Ask the moderators to review one of the caller's sessions that a moderator unpublished, with an optional message (one request at a time)",
  request: { params: SessionParamsSchema, ...jsonBody(ReviewRequestSchema) },
  responses: {
    200: sessionResponse("The session, its review requested"),
    400: errorResponse("Invalid id or message too long"),
    401: notSignedIn,
    403: notOwner,
    404: notFound,
    409: errorResponse("Not held by moderation, or a review is already waiting"),
  },
});

export const unpublishSessionRoute = defineRoute({
  access: signedIn,
  method: "post",
  path: "/api/sessions/{id}/unpublish",
  tags,
  summary:
    "Make one of the caller's sessions private again (staff use POST /api/admin/sessions/{id}/unpublish, with a reason)",
  request: { params: SessionParamsSchema },
  responses: {
    200: sessionResponse("The session, now private"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: errorResponse("A public session of another coach (moderators are pointed to the admin area)"),
    404: notFound,
  },
});

export const duplicateSessionRoute = defineRoute({
  access: signedIn,
  method: "post",
  path: "/api/sessions/{id}/duplicate",
  tags,
  summary: 'A private copy of one of the signed-in coach\'s own sessions, titled "<title> (copy)"',
  request: { params: SessionParamsSchema },
  responses: {
    201: sessionResponse("The new copy"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: notOwner,
    404: notFound,
  },
});

export const copySessionRoute = defineRoute({
  access: signedIn,
  method: "post",
  path: "/api/sessions/{id}/copy",
  tags,
  summary: "Copy a public session to the signed-in coach's sessions: private, editable, crediting the original",
  request: { params: SessionParamsSchema },
  responses: {
    201: sessionResponse("The new copy, owned by the caller"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    404: notFound,
  },
});

export const reportSessionRoute = defineRoute({
  access: signedIn,
  method: "post",
  path: "/api/sessions/{id}/reports",
  tags,
  summary: "Report a public session of another coach to the moderators (again: replaces the earlier report)",
  request: { params: SessionParamsSchema, ...jsonBody(ReportSessionRequestSchema) },
  responses: {
    201: jsonResponse(AcceptedResponseSchema, "Reported"),
    400: errorResponse("Invalid id, reason or text"),
    401: notSignedIn,
    403: errorResponse("The caller's own session"),
    404: notFound,
  },
});
