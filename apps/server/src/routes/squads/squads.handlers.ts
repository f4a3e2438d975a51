import type { AppDeps } from "../../app/app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { createRouter } from "../create-router.ts";
import {
  addSquadPlayerRoute,
  clearSquadRoute,
  deleteSquadPlayerRoute,
  exportSquadRoute,
  getSquadRoute,
  importSquadRoute,
  updateSquadPlayerRoute,
} from "./squads.routes.ts";

// PLACEHOLDER until the squad services land: every route answers 404 so the typed client can be built.
export function squadRoutes(_deps: AppDeps) {
  const missing = (): never => {
    throw new AppError("NOT_FOUND", "Not built yet");
  };
  return createRouter()
    .openapi(getSquadRoute, async (c) => (missing(), c.json({ players: [] }, 200)))
    .openapi(addSquadPlayerRoute, async (c) => (missing(), c.json({} as never, 201)))
    .openapi(updateSquadPlayerRoute, async (c) => (missing(), c.json({} as never, 200)))
    .openapi(deleteSquadPlayerRoute, async (c) => (missing(), c.json({ ok: true as const }, 200)))
    .openapi(importSquadRoute, async (c) => (missing(), c.json({} as never, 200)))
    .openapi(exportSquadRoute, async (c) => (missing(), c.body("", 200)))
    .openapi(clearSquadRoute, async (c) => (missing(), c.json({ deleted: 0 }, 200)));
}
