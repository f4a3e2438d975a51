import { NO_STORE } from "../no-store.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import { publicAccess } from "../../auth/access.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { createRouter } from "../create-router.ts";
import { auditActorOf } from "../../services/audit/record-audit-entry.ts";
import { buildRobots } from "../../services/seo/build-robots.ts";
import { buildSitemap } from "../../services/seo/build-sitemap.ts";
import { listSeoPages } from "../../services/seo/list-seo-pages.ts";
import { updateSeoPage } from "../../services/seo/update-seo-page.ts";
import { listSeoPagesRoute, updateSeoPageRoute } from "./seo.routes.ts";

export function seoRoutes(deps: AppDeps) {
  const robots = buildRobots(deps.env.APP_URL);
  return (
    createRouter()
      .openapi(listSeoPagesRoute, async (c) => {
        setAnswerHeaders(c, NO_STORE);
        return c.json({ pages: await listSeoPages(deps.db) }, 200);
      })

      .openapi(updateSeoPageRoute, async (c) => {
        const admin = c.var.user;
        return c.json({ page: await updateSeoPage(deps.db, auditActorOf(admin), c.req.valid("json")) }, 200);
      })

      // For crawlers, beside the pages rather than under /api.
      .get("/sitemap.xml", publicAccess, async (c) => {
        const xml = await buildSitemap(deps.db, deps.env.APP_URL);
        // Crawlers come back for it; an hour of staleness is fine.
        c.header("Cache-Control", "public, max-age=3600");
        c.header("Content-Type", "application/xml; charset=utf-8");
        return c.body(xml, 200);
      })
      .get("/robots.txt", publicAccess, (c) => {
        c.header("Cache-Control", "public, max-age=3600");
        return c.text(robots, 200);
      })
  );
}
