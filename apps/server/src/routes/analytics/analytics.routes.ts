import {
  AnalyticsQuerySchema,
  AnalyticsResponseSchema,
  USER_ANALYTICS_CSV_PATH,
  UserAnalyticsQuerySchema,
  UserAnalyticsResponseSchema,
} from "@touchline/contracts";
import { minimumLevel } from "../../auth/access.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonResponse } from "../json-route.ts";

const tags = ["analytics"];
const notSignedIn = errorResponse("Not signed in");
const belowAdmin = errorResponse("Below the admin level");

export const analyticsRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "get",
  path: "/api/admin/analytics",
  tags,
  summary:
    "Sign-ups, active users, sessions created and published, copies and feedback per UTC day or week, with totals (admin and above)",
  request: { query: AnalyticsQuerySchema },
  responses: {
    200: jsonResponse(AnalyticsResponseSchema, "Every bucket of the period, oldest first, zeros included"),
    400: errorResponse("An unknown range or interval"),
    401: notSignedIn,
    403: belowAdmin,
  },
});

export const userAnalyticsRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "get",
  path: "/api/admin/user-analytics",
  tags,
  summary: "Per-user activity counts, searched, sorted and paginated (admin and above)",
  request: { query: UserAnalyticsQuerySchema },
  responses: {
    200: jsonResponse(UserAnalyticsResponseSchema, "One page of users"),
    400: errorResponse("An unknown sort or direction, a bad page or a search that is too long"),
    401: notSignedIn,
    403: belowAdmin,
  },
});

export const userAnalyticsCsvRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "get",
  path: USER_ANALYTICS_CSV_PATH,
  tags,
  summary: "Every user matching the search, in the chosen order, as a CSV download (admin and above)",
  request: { query: UserAnalyticsQuerySchema },
  responses: {
    200: {
      description: "CSV with a header row (UTF-8 with a byte-order mark)",
      content: { "text/csv": { schema: { type: "string" } } },
    },
    400: errorResponse("An unknown sort or direction or a search that is too long"),
    401: notSignedIn,
    403: belowAdmin,
  },
});
