import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../../lib/app-context.ts";
import { listRecentActivity } from "../../services/dashboard/list-recent-activity.ts";
import { recentActivityRoute } from "./dashboard.routes.ts";

export function registerDashboardRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  app.openapi(recentActivityRoute, async (c) => {
    const user = c.var.user;
    return c.json({ items: await listRecentActivity(deps.db, user.id) }, 200);
  });
}
