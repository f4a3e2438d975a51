import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../../lib/app-context.ts";
import { listPublicSessions } from "../../services/sessions/list-public-sessions.ts";
import { listGlobalLibraryRoute } from "./global-library.routes.ts";

export function registerGlobalLibraryRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  // Open to anyone, signed in or not: only public sessions can match.
  app.openapi(listGlobalLibraryRoute, async (c) => {
    // Counters change with every view and copy: no stale pages from caches.
    c.header("Cache-Control", "no-store");
    return c.json(await listPublicSessions(deps.db, c.req.valid("query")), 200);
  });
}
