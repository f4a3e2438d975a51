import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../../lib/app-context.ts";
import { getSystemHealth } from "../../services/system-health/get-system-health.ts";
import { systemHealthRoute } from "./system-health.routes.ts";

export function registerSystemHealthRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  app.openapi(systemHealthRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await getSystemHealth(deps), 200);
  });
}
