import { z } from "@hono/zod-openapi";
import {
  MarkMessageReadResponseSchema,
  MessageIdSchema,
  MessageListResponseSchema,
  SendMessageRequestSchema,
  SentMessageListResponseSchema,
  SentMessageResponseSchema,
  UnreadCountResponseSchema,
} from "@touchline/contracts";
import { minimumLevel, signedIn } from "../../auth/access.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonBody, jsonResponse } from "../json-route.ts";

const tags = ["messages"];
const notSignedIn = errorResponse("Not signed in");

const MessageParamsSchema = z.object({
  id: MessageIdSchema.meta({ param: { name: "id", in: "path" }, example: "0b6c3a1e-5a57-4c36-9d1f-0d5f1d7f3a10" }),
});

export const listMessagesRoute = defineRoute({
  access: signedIn,
  method: "get",
  path: "/api/messages",
  tags,
  summary: "The newest 20 broadcasts for the signed-in user's audience, with their read state",
  responses: {
    200: jsonResponse(MessageListResponseSchema, "Newest first; unread while readAt is null"),
    401: notSignedIn,
  },
});

export const unreadCountRoute = defineRoute({
  access: signedIn,
  method: "get",
  path: "/api/messages/unread-count",
  tags,
  summary: "How many of the listed broadcasts the signed-in user has not read (the bell's badge)",
  responses: {
    200: jsonResponse(UnreadCountResponseSchema, "The count"),
    401: notSignedIn,
  },
});

export const markMessageReadRoute = defineRoute({
  access: signedIn,
  method: "post",
  path: "/api/messages/{id}/read",
  tags,
  summary: "Mark a broadcast read (idempotent: the first read time is kept)",
  request: { params: MessageParamsSchema },
  responses: {
    200: jsonResponse(MarkMessageReadResponseSchema, "When the user first read it"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    404: errorResponse("No such message for this user's audience"),
  },
});

export const messageStreamRoute = defineRoute({
  access: signedIn,
  method: "get",
  path: "/api/messages/stream",
  tags,
  summary: "Server-sent events telling the signed-in user's browser when to fetch its messages again",
  description:
    "Events `ready`, `unread-changed` and (admins) `read-counts-changed`, without data about any message; " +
    "a comment line every 25 s keeps the connection open.",
  responses: {
    200: { content: { "text/event-stream": { schema: z.string() } }, description: "The event stream" },
    401: notSignedIn,
  },
});

export const sendMessageRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "post",
  path: "/api/admin/messages",
  tags,
  summary: "Send a broadcast (admin and above)",
  request: jsonBody(SendMessageRequestSchema),
  responses: {
    201: jsonResponse(SentMessageResponseSchema, "The sent broadcast"),
    400: errorResponse("Invalid content; the message names the field"),
    401: notSignedIn,
    403: errorResponse("Below the admin level"),
  },
});

export const listSentMessagesRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "get",
  path: "/api/admin/messages",
  tags,
  summary: "Sent broadcasts with their read counts, newest first (admin and above)",
  responses: {
    200: jsonResponse(SentMessageListResponseSchema, "At most 100"),
    401: notSignedIn,
    403: errorResponse("Below the admin level"),
  },
});
