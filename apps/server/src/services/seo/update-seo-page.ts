import { type SeoPage, SeoPageInputSchema } from "@touchline/contracts";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { images, seoPages } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { type AuditActor, recordAuditEntry } from "../audit/record-audit-entry.ts";
import { toSeoPage } from "./seo-page-row.ts";

const missingImage = () =>
  new AppError("VALIDATION_FAILED", "The share image is not in the image library (any more). Choose another one.", {
    imageId: "The share image is not in the image library (any more). Choose another one.",
  });

/** Is this the foreign key failing because the image went between our check and the write? */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === "object" && "code" in current && (current as { code: unknown }).code === "23503")
      return true;
    current = typeof current === "object" && "cause" in current ? (current as { cause: unknown }).cause : undefined;
  }
  return false;
}

/**
 * Sets a public page's title, description and share image (the admin level is checked by the route).
 * The page's row and its audit line commit together.
 */
export async function updateSeoPage(
  db: Database,
  actor: AuditActor,
  input: z.output<typeof SeoPageInputSchema>,
): Promise<SeoPage> {
  try {
    return await db.transaction(async (tx) => {
      if (input.imageId) {
        const [image] = await tx.select({ id: images.id }).from(images).where(eq(images.id, input.imageId));
        if (!image) throw missingImage();
      }
      const values = { title: input.title, description: input.description, imageId: input.imageId };
      const [row] = await tx
        .insert(seoPages)
        .values({ path: input.path, ...values })
        .onConflictDoUpdate({ target: seoPages.path, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      await recordAuditEntry(tx, actor, {
        action: "seo.updated",
        targetType: "seo_page",
        targetId: input.path,
        targetLabel: input.path,
        details: { title: input.title, description: input.description, imageId: input.imageId },
      });
      return toSeoPage(input.path, row);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw missingImage();
    throw error;
  }
}
