import type { AppDeps } from "../../app/app-context.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import { addSquadPlayer } from "../../services/squads/add-squad-player.ts";
import { clearSquad } from "../../services/squads/clear-squad.ts";
import { deleteSquadPlayer } from "../../services/squads/delete-squad-player.ts";
import { exportSquadCsv } from "../../services/squads/export-squad-csv.ts";
import { importSquad } from "../../services/squads/import-squad.ts";
import { listSquad } from "../../services/squads/list-squad.ts";
import { updateSquadPlayer } from "../../services/squads/update-squad-player.ts";
import { clubCallerOf } from "../club-caller.ts";
import { createRouter } from "../create-router.ts";
import { NO_STORE } from "../no-store.ts";
import {
  addSquadPlayerRoute,
  clearSquadRoute,
  deleteSquadPlayerRoute,
  exportSquadRoute,
  getSquadRoute,
  importSquadRoute,
  updateSquadPlayerRoute,
} from "./squads.routes.ts";

export function squadRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(getSquadRoute, async (c) => {
      // Membership decides what may be read: never from a shared cache.
      setAnswerHeaders(c, NO_STORE);
      return c.json(await listSquad(deps.db, clubCallerOf(c), c.req.valid("param").teamId), 200);
    })

    .openapi(addSquadPlayerRoute, async (c) => {
      const { teamId } = c.req.valid("param");
      const player = await addSquadPlayer(deps.db, clubCallerOf(c), teamId, c.req.valid("json"));
      return c.json({ player }, 201);
    })

    .openapi(updateSquadPlayerRoute, async (c) => {
      const { teamId, playerId } = c.req.valid("param");
      const player = await updateSquadPlayer(deps.db, clubCallerOf(c), teamId, playerId, c.req.valid("json"));
      return c.json({ player }, 200);
    })

    .openapi(deleteSquadPlayerRoute, async (c) => {
      const { teamId, playerId } = c.req.valid("param");
      await deleteSquadPlayer(deps.db, clubCallerOf(c), teamId, playerId);
      return c.json({ ok: true as const }, 200);
    })

    .openapi(importSquadRoute, async (c) => {
      const { teamId } = c.req.valid("param");
      return c.json(await importSquad(deps.db, clubCallerOf(c), teamId, c.req.valid("json")), 200);
    })

    .openapi(exportSquadRoute, async (c) => {
      const { csv, fileName } = await exportSquadCsv(deps.db, clubCallerOf(c), c.req.valid("param").teamId);
      setAnswerHeaders(c, NO_STORE);
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${fileName}"`);
      return c.body(csv, 200);
    })

    .openapi(clearSquadRoute, async (c) => {
      const deleted = await clearSquad(deps.db, clubCallerOf(c), c.req.valid("param").teamId);
      return c.json({ deleted }, 200);
    });
}
