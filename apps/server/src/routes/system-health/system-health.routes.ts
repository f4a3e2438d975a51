import { SystemHealthResponseSchema } from "@touchline/contracts";
import { minimumLevel } from "../../auth/access.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonResponse } from "../json-route.ts";

export const systemHealthRoute = defineRoute({
  access: minimumLevel("super_admin"),
  method: "get",
  path: "/api/admin/system-health",
  tags: ["system-health"],
  summary:
    "This instance's health: database, migrations, uptime, memory, versions, live connections, mail outbox (super admin only)",
  responses: {
    200: jsonResponse(SystemHealthResponseSchema, "The figures, taken now"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Below the super admin level"),
  },
});
