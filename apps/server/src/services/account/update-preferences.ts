import type { Preferences, UpdatePreferencesRequest } from "@touchline/contracts";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * Stores the display preferences the signed-in coach changed, leaving the others; the users row is theirs,
 * so the id is the only check.
 */
export async function updatePreferences(
  db: Database,
  userId: string,
  change: UpdatePreferencesRequest,
): Promise<Preferences> {
  const [row] = await db
    .update(users)
    .set({ sizeUnit: change.sizeUnit, language: change.language, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ sizeUnit: users.sizeUnit, language: users.language });
  if (!row) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
  return row;
}
