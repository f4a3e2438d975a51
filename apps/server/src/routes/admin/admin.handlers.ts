import type { AppDeps } from "../../app/app-context.ts";
import { createRouter } from "../create-router.ts";
import { getAdminOverview } from "../../services/users/get-admin-overview.ts";
import { listAuditEntries } from "../../services/audit/list-audit-entries.ts";
import { adminOverviewRoute, recentAuditEntriesRoute } from "./admin.routes.ts";

export function adminRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(adminOverviewRoute, async (c) => {
      return c.json(await getAdminOverview(deps.db), 200);
    })

    .openapi(recentAuditEntriesRoute, async (c) => {
      return c.json({ entries: await listAuditEntries(deps.db, { limit: c.req.valid("query").limit }) }, 200);
    });
}
