import type { AppDeps } from "../../app/app-context.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import { getSyllabusCoverage } from "../../services/syllabus/get-syllabus-coverage.ts";
import { deleteSyllabusTheme } from "../../services/syllabus/delete-syllabus-theme.ts";
import { listSyllabus } from "../../services/syllabus/list-syllabus.ts";
import { saveSyllabusTheme } from "../../services/syllabus/save-syllabus-theme.ts";
import { createRouter } from "../create-router.ts";
import { NO_STORE } from "../no-store.ts";
import {
  createSyllabusThemeRoute,
  deleteSyllabusThemeRoute,
  getSyllabusCoverageRoute,
  getSyllabusRoute,
  updateSyllabusThemeRoute,
} from "./syllabus.routes.ts";

export function syllabusRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(getSyllabusRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      return c.json(await listSyllabus(deps.db, c.var.membership.clubId), 200);
    })

    .openapi(getSyllabusCoverageRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      return c.json(await getSyllabusCoverage(deps.db, c.var.membership.clubId), 200);
    })

    .openapi(createSyllabusThemeRoute, async (c) => {
      const theme = await saveSyllabusTheme(deps.db, c.var.membership.clubId, null, c.req.valid("json"));
      return c.json({ theme }, 201);
    })

    .openapi(updateSyllabusThemeRoute, async (c) => {
      const { themeId } = c.req.valid("param");
      const theme = await saveSyllabusTheme(deps.db, c.var.membership.clubId, themeId, c.req.valid("json"));
      return c.json({ theme }, 200);
    })

    .openapi(deleteSyllabusThemeRoute, async (c) => {
      await deleteSyllabusTheme(deps.db, c.var.membership.clubId, c.req.valid("param").themeId);
      return c.json({ ok: true as const }, 200);
    });
}
