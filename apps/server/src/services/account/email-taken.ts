import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

export const EMAIL_IN_USE = "Another account already uses this email address.";

export function emailTaken(): AppError {
  return new AppError("EMAIL_TAKEN", EMAIL_IN_USE, { newEmail: EMAIL_IN_USE });
}

/** Whether an account other than `userId` signs in with `email` (addresses compare without case). */
export async function isEmailUsedByAnother(db: Database, email: string, userId: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return other !== undefined;
}
