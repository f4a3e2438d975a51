import { NO_STORE } from "../no-store.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { createRouter } from "../create-router.ts";
import {
  exportUserAnalyticsCsv,
  userAnalyticsCsvFilename,
} from "../../services/analytics/export-user-analytics-csv.ts";
import { getAnalytics } from "../../services/analytics/get-analytics.ts";
import { listUserAnalytics } from "../../services/analytics/list-user-analytics.ts";
import { analyticsRoute, userAnalyticsCsvRoute, userAnalyticsRoute } from "./analytics.routes.ts";

export function analyticsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(analyticsRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      return c.json(await getAnalytics(deps.db, c.req.valid("query")), 200);
    })

    .openapi(userAnalyticsRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      return c.json(await listUserAnalytics(deps.db, c.req.valid("query")), 200);
    })

    .openapi(userAnalyticsCsvRoute, async (c) => {
      const csv = await exportUserAnalyticsCsv(deps.db, c.req.valid("query"));
      setAnswerHeaders(c, NO_STORE);
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${userAnalyticsCsvFilename()}"`);
      return c.body(csv, 200);
    });
}
