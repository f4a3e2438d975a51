import { z } from "@hono/zod-openapi";
import {
  AcceptedResponseSchema,
  ClubLibraryItemIdSchema,
  ClubLibraryItemResponseSchema,
  ClubLibraryItemSummarySchema,
  ClubLibraryQuerySchema,
  ClubLibraryResponseSchema,
  CopiedClubItemResponseSchema,
  ShareToClubRequestSchema,
  UpdateClubLibraryItemRequestSchema,
} from "@touchline/contracts";
import { clubRole } from "../../auth/access.ts";
import { ClubParamsSchema } from "../club-params.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonBody, jsonResponse } from "../json-route.ts";

const tags = ["club-library"];

const ItemParamsSchema = ClubParamsSchema.extend({
  itemId: ClubLibraryItemIdSchema.meta({ param: { name: "itemId", in: "path" }, example: "7d1e2b44-item" }),
});

const notSignedIn = errorResponse("Not signed in");
/** A club the caller is not a member of answers exactly like a missing one. */
const notAMember = errorResponse("No such club among the caller's clubs, or no such item in it");
const roleTooLow = errorResponse("The caller's role in the club does not allow this");

export const listClubLibraryRoute = defineRoute({
  access: clubRole("assistant"),
  method: "get",
  path: "/api/clubs/{clubId}/library",
  tags,
  summary: "The club's library: what its members shared, searched and filtered, the club's essentials first",
  request: { params: ClubParamsSchema, query: ClubLibraryQuerySchema },
  responses: {
    200: jsonResponse(ClubLibraryResponseSchema, "A page of the club's items"),
    400: errorResponse("Invalid filter"),
    401: notSignedIn,
    404: notAMember,
  },
});

export const getClubLibraryItemRoute = defineRoute({
  access: clubRole("assistant"),
  method: "get",
  path: "/api/clubs/{clubId}/library/{itemId}",
  tags,
  summary: "One item of the club's library with its content",
  request: { params: ItemParamsSchema },
  responses: {
    200: jsonResponse(ClubLibraryItemResponseSchema, "The item"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    404: notAMember,
  },
});

export const shareToClubRoute = defineRoute({
  access: clubRole("coach"),
  method: "post",
  path: "/api/clubs/{clubId}/library",
  tags,
  summary:
    "Share one of the caller's sessions, library drills or tactical drills into the club (the club owns the copy)",
  request: { params: ClubParamsSchema, ...jsonBody(ShareToClubRequestSchema) },
  responses: {
    201: jsonResponse(ClubLibraryItemResponseSchema, "The club's new item, crediting the caller"),
    400: errorResponse("Invalid kind or id"),
    401: notSignedIn,
    403: roleTooLow,
    404: errorResponse("No such club among the caller's clubs, or no such object of the caller's"),
  },
});

export const updateClubLibraryItemRoute = defineRoute({
  access: clubRole("admin"),
  method: "patch",
  path: "/api/clubs/{clubId}/library/{itemId}",
  tags,
  summary: "Pin an item among the club's essentials, or unpin it (club admins)",
  request: { params: ItemParamsSchema, ...jsonBody(UpdateClubLibraryItemRequestSchema) },
  responses: {
    200: jsonResponse(z.object({ item: ClubLibraryItemSummarySchema }), "The item as listed"),
    400: errorResponse("Invalid id or body"),
    401: notSignedIn,
    403: roleTooLow,
    404: notAMember,
  },
});

export const removeClubLibraryItemRoute = defineRoute({
  access: clubRole("admin"),
  method: "delete",
  path: "/api/clubs/{clubId}/library/{itemId}",
  tags,
  summary: "Remove an item from the club's library (club admins)",
  request: { params: ItemParamsSchema },
  responses: {
    200: jsonResponse(AcceptedResponseSchema, "Removed"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: roleTooLow,
    404: notAMember,
  },
});

export const copyClubLibraryItemRoute = defineRoute({
  access: clubRole("assistant"),
  method: "post",
  path: "/api/clubs/{clubId}/library/{itemId}/copy",
  tags,
  summary: "Copy a club item into the caller's own library, crediting its author",
  request: { params: ItemParamsSchema },
  responses: {
    201: jsonResponse(CopiedClubItemResponseSchema, "Where the caller's copy is"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    404: notAMember,
  },
});
