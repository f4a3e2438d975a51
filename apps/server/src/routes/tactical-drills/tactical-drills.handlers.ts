import { NO_STORE } from "../no-store.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { createRouter } from "../create-router.ts";
import { createTacticalDrill } from "../../services/tactical-drills/create-tactical-drill.ts";
import { duplicateTacticalDrill } from "../../services/tactical-drills/duplicate-tactical-drill.ts";
import { saveTacticalDrillToLibrary } from "../../services/tactical-drills/save-tactical-drill-to-library.ts";
import { deleteTacticalDrill } from "../../services/tactical-drills/delete-tactical-drill.ts";
import { getTacticalDrill } from "../../services/tactical-drills/get-tactical-drill.ts";
import { listTacticalDrills } from "../../services/tactical-drills/list-tactical-drills.ts";
import { updateTacticalDrill } from "../../services/tactical-drills/update-tactical-drill.ts";
import {
  createTacticalDrillRoute,
  deleteTacticalDrillRoute,
  duplicateTacticalDrillRoute,
  getTacticalDrillRoute,
  listTacticalDrillsRoute,
  saveTacticalDrillToLibraryRoute,
  updateTacticalDrillRoute,
} from "./tactical-drills.routes.ts";

export function tacticalDrillRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(createTacticalDrillRoute, async (c) => {
      const user = c.var.user;
      const drill = await createTacticalDrill(deps.db, user.id, c.req.valid("json"));
      return c.json({ drill }, 201);
    })

    .openapi(listTacticalDrillsRoute, async (c) => {
      const user = c.var.user;
      setAnswerHeaders(c, NO_STORE);
      return c.json({ drills: await listTacticalDrills(deps.db, user.id) }, 200);
    })

    .openapi(getTacticalDrillRoute, async (c) => {
      const user = c.var.user;
      setAnswerHeaders(c, NO_STORE);
      return c.json({ drill: await getTacticalDrill(deps.db, user.id, c.req.valid("param").id) }, 200);
    })

    .openapi(updateTacticalDrillRoute, async (c) => {
      const user = c.var.user;
      const drill = await updateTacticalDrill(deps.db, user.id, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ drill }, 200);
    })

    .openapi(deleteTacticalDrillRoute, async (c) => {
      const user = c.var.user;
      await deleteTacticalDrill(deps.db, user.id, c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    })

    .openapi(duplicateTacticalDrillRoute, async (c) => {
      const user = c.var.user;
      return c.json({ drill: await duplicateTacticalDrill(deps.db, user.id, c.req.valid("param").id) }, 201);
    })

    .openapi(saveTacticalDrillToLibraryRoute, async (c) => {
      const user = c.var.user;
      const { id } = c.req.valid("param");
      return c.json({ drill: await saveTacticalDrillToLibrary(deps.db, user.id, id, c.req.valid("json")) }, 201);
    });
}
