import type { CurrentUser } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { images } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { auditActorOf, recordAuditEntry } from "../audit/record-audit-entry.ts";

/** Deletes an image; posts that used it as their cover lose the cover (the foreign key sets it null). */
export async function deleteImage(db: Database, admin: CurrentUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(images)
      .where(eq(images.id, id))
      .returning({ id: images.id, originalName: images.originalName });
    if (!deleted) throw new AppError("NOT_FOUND", "There is no such image.");
    await recordAuditEntry(tx, auditActorOf(admin), {
      action: "image.deleted",
      targetType: "image",
      targetId: id,
      targetLabel: deleted.originalName,
    });
  });
}
