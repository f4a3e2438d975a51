import type { OpenAPIHono } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { AppDeps, AppEnv } from "../../lib/app-context.ts";
import { APP_VERSION } from "../../lib/version.ts";
import { healthRoute } from "./health.routes.ts";

export function registerHealthRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  app.openapi(healthRoute, async (c) => {
    await deps.db.execute(sql`select 1`);
    return c.json({ status: "ok" as const, database: deps.databaseKind, version: APP_VERSION }, 200);
  });
}
