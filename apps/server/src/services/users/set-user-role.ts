import { eq, sql } from "drizzle-orm";
import type { Role } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

/** Sets a user's level by e-mail; returns false when no account has that address. */
export async function setUserRole(db: Database, email: string, role: Role): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}
