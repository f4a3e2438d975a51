import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../../lib/app-context.ts";
import { auditActorOf } from "../../services/audit/record-audit-entry.ts";
import { deleteTestimonial } from "../../services/testimonials/delete-testimonial.ts";
import { listAllTestimonials, listPublicTestimonials } from "../../services/testimonials/list-testimonials.ts";
import { saveTestimonial } from "../../services/testimonials/save-testimonial.ts";
import {
  createTestimonialRoute,
  deleteTestimonialRoute,
  listAllTestimonialsRoute,
  listTestimonialsRoute,
  updateTestimonialRoute,
} from "./testimonials.routes.ts";

export function registerTestimonialRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  app.openapi(listTestimonialsRoute, async (c) => {
    // Revalidated on each visit, so a deleted quote leaves the landing page at once.
    c.header("Cache-Control", "no-cache");
    return c.json({ testimonials: await listPublicTestimonials(deps.db) }, 200);
  });

  app.openapi(listAllTestimonialsRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listAllTestimonials(deps.db, c.req.valid("query").page), 200);
  });

  app.openapi(createTestimonialRoute, async (c) => {
    const user = c.var.user;
    return c.json({ testimonial: await saveTestimonial(deps.db, auditActorOf(user), null, c.req.valid("json")) }, 201);
  });

  app.openapi(updateTestimonialRoute, async (c) => {
    const user = c.var.user;
    const testimonial = await saveTestimonial(
      deps.db,
      auditActorOf(user),
      c.req.valid("param").id,
      c.req.valid("json"),
    );
    return c.json({ testimonial }, 200);
  });

  app.openapi(deleteTestimonialRoute, async (c) => {
    const user = c.var.user;
    await deleteTestimonial(deps.db, auditActorOf(user), c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });
}
