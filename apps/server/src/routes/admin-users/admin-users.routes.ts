import { z } from "@hono/zod-openapi";
import {
  AdminUserDeletedResponseSchema,
  AdminUserIdSchema,
  AdminUserListQuerySchema,
  AdminUserListResponseSchema,
  AdminUserResponseSchema,
  ChangeUserLevelRequestSchema,
  UserActionReasonRequestSchema,
} from "@touchline/contracts";
import { minimumLevel } from "../../auth/access.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonBody, jsonResponse } from "../json-route.ts";

const tags = ["admin: users"];

const UserParamsSchema = z.object({
  id: AdminUserIdSchema.meta({ param: { name: "id", in: "path" }, example: "Yt0kVq3tB2d1Xy9ZmPq8Lr4N" }),
});

const notSignedIn = errorResponse("Not signed in");
const belowAdmin = errorResponse("Below the admin level, or refused by the level rules");
const notFound = errorResponse("No such account");
const lastSuperAdmin = errorResponse("The last super admin, or the account is not in the state the action needs");

export const listUsersRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "get",
  path: "/api/admin/users",
  tags,
  summary: "Accounts, searched by name or e-mail, filtered by level and status, sorted and paged (admin and above)",
  request: { query: AdminUserListQuerySchema },
  responses: {
    200: jsonResponse(AdminUserListResponseSchema, "One page of accounts and the number of matches"),
    400: errorResponse("Invalid filter, sort or page"),
    401: notSignedIn,
    403: errorResponse("Below the admin level"),
  },
});

export const getUserRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "get",
  path: "/api/admin/users/{id}",
  tags,
  summary: "One account: profile, level, status, counts, the staff actions taken on it, and the number of super admins",
  request: { params: UserParamsSchema },
  responses: {
    200: jsonResponse(AdminUserResponseSchema, "The account"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: errorResponse("Below the admin level"),
    404: notFound,
  },
});

export const changeUserLevelRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "post",
  path: "/api/admin/users/{id}/level",
  tags,
  summary: "Change an account's level under the level rules (admin and above; staff levels by super admins only)",
  request: { params: UserParamsSchema, ...jsonBody(ChangeUserLevelRequestSchema) },
  responses: {
    200: jsonResponse(AdminUserResponseSchema, "The account with its new level"),
    400: errorResponse("Invalid id or level"),
    401: notSignedIn,
    403: belowAdmin,
    404: notFound,
    409: lastSuperAdmin,
  },
});

export const suspendUserRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "post",
  path: "/api/admin/users/{id}/suspend",
  tags,
  summary: "Suspend an account with a reason: it is signed out everywhere, cannot sign in, and is told the reason",
  request: { params: UserParamsSchema, ...jsonBody(UserActionReasonRequestSchema) },
  responses: {
    200: jsonResponse(AdminUserResponseSchema, "The suspended account"),
    400: errorResponse("Invalid id, or a missing or too long reason"),
    401: notSignedIn,
    403: belowAdmin,
    404: notFound,
    409: lastSuperAdmin,
  },
});

export const restoreUserRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "post",
  path: "/api/admin/users/{id}/restore",
  tags,
  summary: "Lift an account's suspension",
  request: { params: UserParamsSchema },
  responses: {
    200: jsonResponse(AdminUserResponseSchema, "The restored account"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: belowAdmin,
    404: notFound,
    409: errorResponse("The account is not suspended"),
  },
});

export const deleteUserRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "post",
  path: "/api/admin/users/{id}/delete",
  tags,
  summary: "Delete an account as its holder's own deletion does, with a reason kept in the audit log",
  request: { params: UserParamsSchema, ...jsonBody(UserActionReasonRequestSchema) },
  responses: {
    200: jsonResponse(AdminUserDeletedResponseSchema, "Deleted"),
    400: errorResponse("Invalid id, or a missing or too long reason"),
    401: notSignedIn,
    403: belowAdmin,
    404: notFound,
    409: lastSuperAdmin,
  },
});
