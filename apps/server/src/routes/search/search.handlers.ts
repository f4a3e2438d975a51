import { NO_STORE } from "../no-store.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { createRouter } from "../create-router.ts";
import { searchSite } from "../../services/search/search-site.ts";
import { searchRoute } from "./search.routes.ts";

export function searchRoutes(deps: AppDeps) {
  return (
    createRouter()
      // Open to anyone: only public sessions, published posts and the FAQ can match.
      .openapi(searchRoute, async (c) => {
        setAnswerHeaders(c, NO_STORE);
        return c.json(await searchSite(deps.db, c.req.valid("query")), 200);
      })
  );
}
