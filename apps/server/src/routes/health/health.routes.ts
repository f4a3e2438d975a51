import { createRoute } from "@hono/zod-openapi";
import { HealthResponseSchema } from "@touchline/contracts";
import { errorResponse, jsonResponse } from "../json-route.ts";

export const healthRoute = createRoute({
  method: "get",
  path: "/api/health",
  tags: ["health"],
  summary: "Liveness: the server answers and its database is reachable",
  responses: {
    200: jsonResponse(HealthResponseSchema, "Healthy"),
    500: errorResponse("The database is unreachable"),
  },
});
