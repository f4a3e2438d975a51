import { z } from "@hono/zod-openapi";
import {
  AdminSessionsQuerySchema,
  AdminSessionsResponseSchema,
  ApproveReviewResponseSchema,
  AcceptedResponseSchema,
  DismissReportsRequestSchema,
  DismissReportsResponseSchema,
  ModerationActionRequestSchema,
  ModerationDashboardResponseSchema,
  ReportQueueQuerySchema,
  ReportQueueResponseSchema,
  ReviewSessionResponseSchema,
  SessionIdSchema,
  SessionReportsResponseSchema,
  UnpublishSessionResponseSchema,
} from "@touchline/contracts";
import { minimumLevel } from "../../auth/access.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonBody, jsonResponse } from "../json-route.ts";

const tags = ["moderation"];

const sessionIdParam = (name: "id" | "sessionId") =>
  SessionIdSchema.meta({ param: { name, in: "path" }, example: "3f0c8a52-1d4e-4d7b-9a55-7f1f0e2c9b61" });
const ReportParamsSchema = z.object({ sessionId: sessionIdParam("sessionId") });
const SessionParamsSchema = z.object({ id: sessionIdParam("id") });

const notSignedIn = errorResponse("Not signed in");
const belowModerator = errorResponse("Below the moderator level");
const notPublic = errorResponse("No such session, or one that is not public (staff never see private sessions)");

export const reportQueueRoute = defineRoute({
  access: minimumLevel("moderator"),
  method: "get",
  path: "/api/admin/reports",
  tags,
  summary: "The reports queue grouped by session, most reported first (moderator and above)",
  request: { query: ReportQueueQuerySchema },
  responses: {
    200: jsonResponse(ReportQueueResponseSchema, "One page of report groups"),
    400: errorResponse("Unknown status or invalid page"),
    401: notSignedIn,
    403: belowModerator,
  },
});

export const sessionReportsRoute = defineRoute({
  access: minimumLevel("moderator"),
  method: "get",
  path: "/api/admin/reports/{sessionId}",
  tags,
  summary: "A session's summary and every report on it (moderator and above)",
  request: { params: ReportParamsSchema },
  responses: {
    200: jsonResponse(SessionReportsResponseSchema, "The session and its reports"),
    401: notSignedIn,
    403: belowModerator,
    404: errorResponse("No such session, or a private one without reports"),
  },
});

export const dismissReportsRoute = defineRoute({
  access: minimumLevel("moderator"),
  method: "post",
  path: "/api/admin/reports/{sessionId}/dismiss",
  tags,
  summary: "Dismiss a session's open reports, with an optional note for the audit log (moderator and above)",
  request: { params: ReportParamsSchema, ...jsonBody(DismissReportsRequestSchema) },
  responses: {
    200: jsonResponse(DismissReportsResponseSchema, "How many reports were dismissed"),
    400: errorResponse("Note too long"),
    401: notSignedIn,
    403: belowModerator,
    404: errorResponse("No such session"),
    409: errorResponse("No open reports on the session"),
  },
});

export const unpublishPublicSessionRoute = defineRoute({
  access: minimumLevel("moderator"),
  method: "post",
  path: "/api/admin/sessions/{id}/unpublish",
  tags,
  summary:
    "Make a public session private for a reason its author is sent; resolves its open reports (moderator and above)",
  request: { params: SessionParamsSchema, ...jsonBody(ModerationActionRequestSchema) },
  responses: {
    200: jsonResponse(UnpublishSessionResponseSchema, "How many open reports were resolved"),
    400: errorResponse("Missing or too short reason"),
    401: notSignedIn,
    403: belowModerator,
    404: notPublic,
  },
});

export const deletePublicSessionRoute = defineRoute({
  access: minimumLevel("moderator"),
  method: "post",
  path: "/api/admin/sessions/{id}/delete",
  tags,
  summary: "Delete a public session for a reason its author is sent (moderator and above)",
  request: { params: SessionParamsSchema, ...jsonBody(ModerationActionRequestSchema) },
  responses: {
    200: jsonResponse(AcceptedResponseSchema, "Deleted"),
    400: errorResponse("Missing or too short reason"),
    401: notSignedIn,
    403: belowModerator,
    404: notPublic,
  },
});

export const reviewSessionRoute = defineRoute({
  access: minimumLevel("moderator"),
  method: "post",
  path: "/api/admin/sessions/{id}/review",
  tags,
  summary: "Mark a public session as reviewed (moderator and above)",
  request: { params: SessionParamsSchema },
  responses: {
    200: jsonResponse(ReviewSessionResponseSchema, "When it was reviewed"),
    401: notSignedIn,
    403: belowModerator,
    404: notPublic,
  },
});

const noReviewRequest = errorResponse("No such session, or none whose author is waiting for a review");

export const approveReviewRequestRoute = defineRoute({
  access: minimumLevel("moderator"),
  method: "post",
  path: "/api/admin/sessions/{id}/review-request/approve",
  tags,
  summary:
    "Approve the review its author asked for: the moderation hold is lifted and the session published again (moderator and above)",
  request: { params: SessionParamsSchema },
  responses: {
    200: jsonResponse(ApproveReviewResponseSchema, "Approved: whether the session is public again"),
    401: notSignedIn,
    403: belowModerator,
    404: noReviewRequest,
  },
});

export const declineReviewRequestRoute = defineRoute({
  access: minimumLevel("moderator"),
  method: "post",
  path: "/api/admin/sessions/{id}/review-request/decline",
  tags,
  summary:
    "Decline the review its author asked for, for a reason they are sent: the session stays private (moderator and above)",
  request: { params: SessionParamsSchema, ...jsonBody(ModerationActionRequestSchema) },
  responses: {
    200: jsonResponse(AcceptedResponseSchema, "Declined"),
    400: errorResponse("Missing or too short reason"),
    401: notSignedIn,
    403: belowModerator,
    404: noReviewRequest,
  },
});

export const adminSessionsRoute = defineRoute({
  access: minimumLevel("moderator"),
  method: "get",
  path: "/api/admin/sessions",
  tags,
  summary:
    "Every public session, searched and filtered, with the number of public and private ones (moderator and above)",
  request: { query: AdminSessionsQuerySchema },
  responses: {
    200: jsonResponse(AdminSessionsResponseSchema, "One page of public sessions and the counts"),
    400: errorResponse("Invalid date or page"),
    401: notSignedIn,
    403: belowModerator,
  },
});

export const moderationDashboardRoute = defineRoute({
  access: minimumLevel("moderator"),
  method: "get",
  path: "/api/admin/moderation",
  tags,
  summary:
    "Open reports, unreviewed recent publications, review requests and recent moderation actions (moderator and above)",
  responses: {
    200: jsonResponse(ModerationDashboardResponseSchema, "The dashboard"),
    401: notSignedIn,
    403: belowModerator,
  },
});
