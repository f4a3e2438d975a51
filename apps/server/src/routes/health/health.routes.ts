import { HealthResponseSchema } from "@touchline/contracts";
import { publicAccess } from "../../auth/access.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonResponse } from "../json-route.ts";

export const healthRoute = defineRoute({
  access: publicAccess,
  method: "get",
  path: "/api/health",
  tags: ["health"],
  summary: "Liveness: the server answers and its database is reachable",
  responses: {
    200: jsonResponse(HealthResponseSchema, "Healthy"),
    503: jsonResponse(HealthResponseSchema, "Draining: shutting down, finishing the requests in progress"),
    500: errorResponse("The database is unreachable"),
  },
});
