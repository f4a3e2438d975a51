import type { AppDeps } from "../../app/app-context.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import { exportPlayerLoadCsv } from "../../services/player-load/export-player-load-csv.ts";
import { getPlayerLoad } from "../../services/player-load/get-player-load.ts";
import { clubCallerOf } from "../club-caller.ts";
import { createRouter } from "../create-router.ts";
import { NO_STORE } from "../no-store.ts";
import { exportPlayerLoadRoute, getPlayerLoadRoute } from "./player-load.routes.ts";

export function playerLoadRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(getPlayerLoadRoute, async (c) => {
      // Membership decides what may be read: never from a shared cache.
      setAnswerHeaders(c, NO_STORE);
      const { teamId } = c.req.valid("param");
      return c.json(await getPlayerLoad(deps.db, clubCallerOf(c), teamId, c.req.valid("query")), 200);
    })

    .openapi(exportPlayerLoadRoute, async (c) => {
      const { teamId } = c.req.valid("param");
      const { csv, fileName } = await exportPlayerLoadCsv(deps.db, clubCallerOf(c), teamId, c.req.valid("query"));
      setAnswerHeaders(c, NO_STORE);
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${fileName}"`);
      return c.body(csv, 200);
    });
}
