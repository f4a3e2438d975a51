import { NO_STORE } from "../no-store.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { createRouter } from "../create-router.ts";
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

export function testimonialRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(listTestimonialsRoute, async (c) => {
      // Revalidated on each visit, so a deleted quote leaves the landing page at once.
      c.header("Cache-Control", "no-cache");
      return c.json({ testimonials: await listPublicTestimonials(deps.db) }, 200);
    })

    .openapi(listAllTestimonialsRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      return c.json(await listAllTestimonials(deps.db, c.req.valid("query").page), 200);
    })

    .openapi(createTestimonialRoute, async (c) => {
      const user = c.var.user;
      return c.json(
        { testimonial: await saveTestimonial(deps.db, auditActorOf(user), null, c.req.valid("json")) },
        201,
      );
    })

    .openapi(updateTestimonialRoute, async (c) => {
      const user = c.var.user;
      const testimonial = await saveTestimonial(
        deps.db,
        auditActorOf(user),
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json({ testimonial }, 200);
    })

    .openapi(deleteTestimonialRoute, async (c) => {
      const user = c.var.user;
      await deleteTestimonial(deps.db, auditActorOf(user), c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    });
}
