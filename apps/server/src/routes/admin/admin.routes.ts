import {
  AdminOverviewResponseSchema,
  AuditEntryListQuerySchema,
  AuditEntryListResponseSchema,
} from "@touchline/contracts";
import { minimumLevel } from "../../auth/access.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonResponse } from "../json-route.ts";

export const adminOverviewRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "get",
  path: "/api/admin/overview",
  tags: ["admin"],
  summary: "Dashboard counts (admin and above)",
  responses: {
    200: jsonResponse(AdminOverviewResponseSchema, "Counts"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Below the admin level"),
  },
});

export const recentAuditEntriesRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "get",
  path: "/api/admin/audit",
  tags: ["admin"],
  summary: "The newest lines of the audit log: who did what to what, and why (admin and above)",
  request: { query: AuditEntryListQuerySchema },
  responses: {
    200: jsonResponse(AuditEntryListResponseSchema, "Audit lines, newest first"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Below the admin level"),
  },
});
