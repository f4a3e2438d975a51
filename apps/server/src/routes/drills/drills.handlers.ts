import { NO_STORE } from "../no-store.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { createRouter } from "../create-router.ts";
import { createDrill } from "../../services/drills/create-drill.ts";
import { deleteDrill } from "../../services/drills/delete-drill.ts";
import { getDrill } from "../../services/drills/get-drill.ts";
import { listDrills } from "../../services/drills/list-drills.ts";
import { updateDrill } from "../../services/drills/update-drill.ts";
import {
  createDrillRoute,
  deleteDrillRoute,
  getDrillRoute,
  listDrillsRoute,
  updateDrillRoute,
} from "./drills.routes.ts";

export function drillRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(createDrillRoute, async (c) => {
      const user = c.var.user;
      return c.json({ drill: await createDrill(deps.db, user.id, c.req.valid("json")) }, 201);
    })

    .openapi(listDrillsRoute, async (c) => {
      const user = c.var.user;
      setAnswerHeaders(c, NO_STORE);
      return c.json({ drills: await listDrills(deps.db, user.id, c.req.valid("query")) }, 200);
    })

    .openapi(getDrillRoute, async (c) => {
      const user = c.var.user;
      setAnswerHeaders(c, NO_STORE);
      return c.json({ drill: await getDrill(deps.db, user.id, c.req.valid("param").id) }, 200);
    })

    .openapi(updateDrillRoute, async (c) => {
      const user = c.var.user;
      return c.json({ drill: await updateDrill(deps.db, user.id, c.req.valid("param").id, c.req.valid("json")) }, 200);
    })

    .openapi(deleteDrillRoute, async (c) => {
      const user = c.var.user;
      await deleteDrill(deps.db, user.id, c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    });
}
