import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../../lib/app-context.ts";
import { createDatabaseProbe } from "../../lib/database-probe.ts";
import { APP_VERSION } from "../../lib/version.ts";
import { healthRoute } from "./health.routes.ts";

export function registerHealthRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  const checkDatabase = createDatabaseProbe(deps.db);
  app.openapi(healthRoute, async (c) => {
    await checkDatabase();
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" as const, database: deps.databaseKind, version: APP_VERSION }, 200);
  });
}
