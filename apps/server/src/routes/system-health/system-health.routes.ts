import { createRoute } from "@hono/zod-openapi";
import { minimumLevel } from "../../auth/access.ts";
import { SystemHealthResponseSchema } from "@touchline/contracts";
import { errorResponse, jsonResponse } from "../json-route.ts";

export const systemHealthRoute = createRoute({
  method: "get",
  path: "/api/admin/system-health",
  middleware: [minimumLevel("super_admin")] as const,
  tags: ["system-health"],
  summary:
    "This instance's health: database, migrations, uptime, memory, versions, live connections, mail outbox (super admin only)",
  responses: {
    200: jsonResponse(SystemHealthResponseSchema, "The figures, taken now"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Below the super admin level"),
  },
});
