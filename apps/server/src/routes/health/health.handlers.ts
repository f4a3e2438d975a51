import type { AppDeps } from "../../app/app-context.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import { createRouter } from "../create-router.ts";
import { NO_STORE } from "../no-store.ts";
import { createDatabaseProbe } from "../../services/health/database-probe.ts";
import { APP_VERSION } from "../../lib/version.ts";
import { healthRoute } from "./health.routes.ts";

export function healthRoutes(deps: AppDeps) {
  const checkDatabase = createDatabaseProbe(deps.db);
  return createRouter().openapi(healthRoute, async (c) => {
    setAnswerHeaders(c, NO_STORE);
    // A load balancer's check on a connection still open while this instance drains takes it out of the pool.
    if (deps.instance.isDraining) {
      return c.json({ status: "draining" as const, database: deps.databaseKind, version: APP_VERSION }, 503);
    }
    await checkDatabase();
    return c.json({ status: "ok" as const, database: deps.databaseKind, version: APP_VERSION }, 200);
  });
}
