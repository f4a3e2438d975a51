import type { OpenAPIHono } from "@hono/zod-openapi";
import { requireUser } from "../../auth/current-user.ts";
import type { AppDeps, AppEnv } from "../../lib/app-context.ts";
import { createTacticalDrill } from "../../services/tactical-drills/create-tactical-drill.ts";
import { deleteTacticalDrill } from "../../services/tactical-drills/delete-tactical-drill.ts";
import { getTacticalDrill } from "../../services/tactical-drills/get-tactical-drill.ts";
import { listTacticalDrills } from "../../services/tactical-drills/list-tactical-drills.ts";
import { updateTacticalDrill } from "../../services/tactical-drills/update-tactical-drill.ts";
import {
  createTacticalDrillRoute,
  deleteTacticalDrillRoute,
  getTacticalDrillRoute,
  listTacticalDrillsRoute,
  updateTacticalDrillRoute,
} from "./tactical-drills.routes.ts";

export function registerTacticalDrillRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  // Sign-in is checked before the body is validated: anonymous callers get 401, not a diagram parse.
  for (const path of ["/api/tactical-drills", "/api/tactical-drills/*"]) {
    app.use(path, async (c, next) => {
      await requireUser(c, deps);
      await next();
    });
  }

  app.openapi(createTacticalDrillRoute, async (c) => {
    const user = await requireUser(c, deps);
    const drill = await createTacticalDrill(deps.db, user.id, c.req.valid("json"));
    return c.json({ drill }, 201);
  });

  app.openapi(listTacticalDrillsRoute, async (c) => {
    const user = await requireUser(c, deps);
    c.header("Cache-Control", "no-store");
    return c.json({ drills: await listTacticalDrills(deps.db, user.id) }, 200);
  });

  app.openapi(getTacticalDrillRoute, async (c) => {
    const user = await requireUser(c, deps);
    c.header("Cache-Control", "no-store");
    return c.json({ drill: await getTacticalDrill(deps.db, user.id, c.req.valid("param").id) }, 200);
  });

  app.openapi(updateTacticalDrillRoute, async (c) => {
    const user = await requireUser(c, deps);
    const drill = await updateTacticalDrill(deps.db, user.id, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ drill }, 200);
  });

  app.openapi(deleteTacticalDrillRoute, async (c) => {
    const user = await requireUser(c, deps);
    await deleteTacticalDrill(deps.db, user.id, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });
}
