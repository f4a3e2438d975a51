import { NO_STORE } from "../no-store.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { createRouter } from "../create-router.ts";
import { getSystemHealth } from "../../services/system-health/get-system-health.ts";
import { systemHealthRoute } from "./system-health.routes.ts";

export function systemHealthRoutes(deps: AppDeps) {
  return createRouter().openapi(systemHealthRoute, async (c) => {
    setAnswerHeaders(c, NO_STORE);
    return c.json(await getSystemHealth(deps), 200);
  });
}
