import type { AppDeps } from "../../app/app-context.ts";
import { createRouter } from "../create-router.ts";
import { listRecentActivity } from "../../services/dashboard/list-recent-activity.ts";
import { recentActivityRoute } from "./dashboard.routes.ts";

export function dashboardRoutes(deps: AppDeps) {
  return createRouter().openapi(recentActivityRoute, async (c) => {
    const user = c.var.user;
    return c.json({ items: await listRecentActivity(deps.db, user.id) }, 200);
  });
}
