import type { UpdatePreferencesRequest } from "@touchline/contracts";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

/** Stores the signed-in coach's display preferences; the users row is theirs, so the id is the only check. */
export async function updatePreferences(
  db: Database,
  userId: string,
  input: UpdatePreferencesRequest,
): Promise<UpdatePreferencesRequest> {
  const [row] = await db
    .update(users)
    .set({ sizeUnit: input.sizeUnit, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ sizeUnit: users.sizeUnit });
  if (!row) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
  return { sizeUnit: row.sizeUnit };
}
