import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../../lib/app-context.ts";
import { getAdminOverview } from "../../services/users/get-admin-overview.ts";
import { listAuditEntries } from "../../services/audit/list-audit-entries.ts";
import { adminOverviewRoute, recentAuditEntriesRoute } from "./admin.routes.ts";

export function registerAdminRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  app.openapi(adminOverviewRoute, async (c) => {
    return c.json(await getAdminOverview(deps.db), 200);
  });

  app.openapi(recentAuditEntriesRoute, async (c) => {
    return c.json({ entries: await listAuditEntries(deps.db, { limit: c.req.valid("query").limit }) }, 200);
  });
}
