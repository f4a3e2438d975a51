import { GlobalLibraryQuerySchema, GlobalLibraryResponseSchema } from "@touchline/contracts";
import { publicAccess } from "../../auth/access.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonResponse } from "../json-route.ts";

export const listGlobalLibraryRoute = defineRoute({
  access: publicAccess,
  method: "get",
  path: "/api/global-library",
  tags: ["global-library"],
  summary: "Public sessions of every coach: full-text search, filters that combine, sorts and pages",
  request: { query: GlobalLibraryQuerySchema },
  responses: {
    200: jsonResponse(GlobalLibraryResponseSchema, "One page of matching public sessions and how many match in all"),
    400: errorResponse("Invalid filter, sort or page"),
  },
});
