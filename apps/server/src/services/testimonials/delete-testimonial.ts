import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { testimonials } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { type AuditActor, recordAuditEntry } from "../audit/record-audit-entry.ts";

/** Removes a quote from the landing page for good, with its audit line in the same transaction. */
export async function deleteTestimonial(db: Database, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(testimonials)
      .where(eq(testimonials.id, id))
      .returning({ id: testimonials.id, name: testimonials.name });
    if (!row) throw new AppError("NOT_FOUND", "There is no such testimonial (any more).");
    await recordAuditEntry(tx, actor, {
      action: "testimonial.deleted",
      targetType: "testimonial",
      targetId: row.id,
      targetLabel: row.name,
    });
  });
}
