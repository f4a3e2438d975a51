import { randomUUID } from "node:crypto";
import { type Testimonial, TestimonialInputSchema } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { testimonials } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { type AuditActor, recordAuditEntry } from "../audit/record-audit-entry.ts";
import { testimonialColumns, toTestimonial } from "./testimonial-row.ts";

/**
 * Adds a quote (no `id`) or replaces one's words (the super admin level is checked by the route). The
 * row and its audit line commit together.
 */
export async function saveTestimonial(
  db: Database,
  actor: AuditActor,
  id: string | null,
  input: z.output<typeof TestimonialInputSchema>,
): Promise<Testimonial> {
  return db.transaction(async (tx) => {
    const values = { name: input.name, role: input.role, content: input.content, rating: input.rating };
    const [row] = id
      ? await tx.update(testimonials).set(values).where(eq(testimonials.id, id)).returning(testimonialColumns)
      : await tx
          .insert(testimonials)
          .values({ id: randomUUID(), ...values })
          .returning(testimonialColumns);
    if (!row) throw new AppError("NOT_FOUND", "There is no such testimonial (any more).");
    await recordAuditEntry(tx, actor, {
      action: "testimonial.saved",
      targetType: "testimonial",
      targetId: row.id,
      targetLabel: row.name,
      details: { isNew: id === null, rating: row.rating },
    });
    return toTestimonial(row);
  });
}
