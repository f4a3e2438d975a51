import { createRoute } from "@hono/zod-openapi";
import { SearchQuerySchema, SearchResponseSchema } from "@touchline/contracts";
import { errorResponse, jsonResponse } from "../json-route.ts";

export const searchRoute = createRoute({
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
