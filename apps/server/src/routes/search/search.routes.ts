import { SearchQuerySchema, SearchResponseSchema } from "@touchline/contracts";
import { publicAccess } from "../../auth/access.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonResponse } from "../json-route.ts";

export const searchRoute = defineRoute({
  access: publicAccess,
  method: "get",
  path: "/api/search",
  tags: ["search"],
  summary: "Search public sessions, published blog posts and the FAQ at once (anyone)",
  request: { query: SearchQuerySchema },
  responses: {
    200: jsonResponse(SearchResponseSchema, "One page of each group and how many match in each"),
    400: errorResponse("A search that is too long, or an invalid page"),
  },
});
