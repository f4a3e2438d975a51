import { z } from "@hono/zod-openapi";
import {
  FeedbackIdSchema,
  FeedbackListQuerySchema,
  FeedbackListResponseSchema,
  FeedbackResponseSchema,
  NewFeedbackSchema,
  SetFeedbackVoteSchema,
  UpdateFeedbackStatusSchema,
} from "@touchline/contracts";
import { minimumLevel, publicAccess, signedIn } from "../../auth/access.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonBody, jsonResponse } from "../json-route.ts";

const tags = ["feedback"];

const FeedbackParamsSchema = z.object({
  id: FeedbackIdSchema.meta({ param: { name: "id", in: "path" }, example: "3f0c8a52-1d4e-4d7b-9a55-7f1f0e2c9b61" }),
});

const notSignedIn = errorResponse("Not signed in");
const notFound = errorResponse("No such feedback item");

export const listFeedbackRoute = defineRoute({
  access: publicAccess,
  method: "get",
  path: "/api/feedback",
  tags,
  summary:
    "Community feedback, sorted and filtered, a page at a time (pageSize at most 100), with the total; with the caller's own vote when signed in",
  request: { query: FeedbackListQuerySchema },
  responses: {
    200: jsonResponse(FeedbackListResponseSchema, "One page of the items in the chosen order, and how many match"),
    400: errorResponse("Invalid sort, filter, page or page size"),
  },
});

export const createFeedbackRoute = defineRoute({
  access: signedIn,
  method: "post",
  path: "/api/feedback",
  tags,
  summary: "Submit feedback (signed in); it is visible to everyone at once",
  request: jsonBody(NewFeedbackSchema),
  responses: {
    201: jsonResponse(FeedbackResponseSchema, "The new item"),
    400: errorResponse("Missing or too long title or description, or an unknown category"),
    401: notSignedIn,
  },
});

export const getFeedbackRoute = defineRoute({
  access: publicAccess,
  method: "get",
  path: "/api/feedback/{id}",
  tags,
  summary: "One feedback item, with the caller's own vote when signed in",
  request: { params: FeedbackParamsSchema },
  responses: {
    200: jsonResponse(FeedbackResponseSchema, "The item"),
    400: errorResponse("Invalid id"),
    404: notFound,
  },
});

export const setFeedbackVoteRoute = defineRoute({
  access: signedIn,
  method: "put",
  path: "/api/feedback/{id}/vote",
  tags,
  summary: "Make this the caller's vote on the item (adds it or switches it; repeating it changes nothing)",
  request: { params: FeedbackParamsSchema, ...jsonBody(SetFeedbackVoteSchema) },
  responses: {
    200: jsonResponse(FeedbackResponseSchema, "The item with its counts and the caller's vote after the change"),
    400: errorResponse("Invalid id or vote type"),
    401: notSignedIn,
    404: notFound,
  },
});

export const removeFeedbackVoteRoute = defineRoute({
  access: signedIn,
  method: "delete",
  path: "/api/feedback/{id}/vote",
  tags,
  summary: "Remove the caller's vote on the item (nothing to do when there is none)",
  request: { params: FeedbackParamsSchema },
  responses: {
    200: jsonResponse(FeedbackResponseSchema, "The item with its counts after the change"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    404: notFound,
  },
});

export const updateFeedbackStatusRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "patch",
  path: "/api/feedback/{id}",
  tags,
  summary: "Change an item's status (admin and above)",
  request: { params: FeedbackParamsSchema, ...jsonBody(UpdateFeedbackStatusSchema) },
  responses: {
    200: jsonResponse(FeedbackResponseSchema, "The item with its new status"),
    400: errorResponse("Invalid id or status"),
    401: notSignedIn,
    403: errorResponse("Below the admin level"),
    404: notFound,
  },
});
