import { createRoute } from "@hono/zod-openapi";
import { AdminOverviewResponseSchema } from "@touchline/contracts";
import { errorResponse, jsonResponse } from "../json-route.ts";

export const adminOverviewRoute = createRoute({
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
