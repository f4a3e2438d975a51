import type { OpenAPIHono } from "@hono/zod-openapi";
import { requireLevel } from "../../auth/current-user.ts";
import type { AppDeps, AppEnv } from "../../lib/app-context.ts";
import { getSystemHealth } from "../../services/system-health/get-system-health.ts";
import { systemHealthRoute } from "./system-health.routes.ts";

export function registerSystemHealthRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  app.openapi(systemHealthRoute, async (c) => {
    await requireLevel(c, deps, "super_admin");
    c.header("Cache-Control", "no-store");
    return c.json(await getSystemHealth(deps), 200);
  });
}
