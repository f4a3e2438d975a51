import { and, eq } from "drizzle-orm";
import { verifyPassword } from "../../auth/password-hash.ts";
import type { Database } from "../../db/client.ts";
import { accounts } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

export const WRONG_CURRENT_PASSWORD = "Your current password is incorrect.";

export function wrongCurrentPassword(field: string): AppError {
  return new AppError("VALIDATION_FAILED", WRONG_CURRENT_PASSWORD, { [field]: WRONG_CURRENT_PASSWORD });
}

/**
 * Checks the password of the signed-in user against their stored hash, with the same scrypt the auth
 * library is configured with. A wrong password is a form error on `field` (400, not 401: the user is
 * still signed in).
 */
export async function verifyCurrentPassword(
  db: Database,
  userId: string,
  password: string,
  field: string,
): Promise<void> {
  const [account] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .limit(1);
  if (!account?.hash || !(await verifyPassword({ hash: account.hash, password }))) throw wrongCurrentPassword(field);
}
