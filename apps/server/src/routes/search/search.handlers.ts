import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../../lib/app-context.ts";
import { searchSite } from "../../services/search/search-site.ts";
import { searchRoute } from "./search.routes.ts";

export function registerSearchRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  // Open to anyone: only public sessions, published posts and the FAQ can match.
  app.openapi(searchRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await searchSite(deps.db, c.req.valid("query")), 200);
  });
}
