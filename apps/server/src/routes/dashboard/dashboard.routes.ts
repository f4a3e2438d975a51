import { RecentActivityResponseSchema } from "@touchline/contracts";
import { signedIn } from "../../auth/access.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonResponse } from "../json-route.ts";

export const recentActivityRoute = defineRoute({
  access: signedIn,
  method: "get",
  path: "/api/dashboard/recent-activity",
  tags: ["dashboard"],
  summary: "The signed-in coach's latest saves and the latest copies of their public sessions",
  responses: {
    200: jsonResponse(RecentActivityResponseSchema, "Newest first"),
    401: errorResponse("Not signed in"),
  },
});
