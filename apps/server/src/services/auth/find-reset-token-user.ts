import { and, eq, gt } from "drizzle-orm";
import { users, verifications } from "../../db/schema.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { resetLinkIdentifier } from "../../auth/reset-links.ts";

/** The account a live (unused, unexpired) reset token belongs to, or undefined. */
export async function findResetTokenUser(deps: AppDeps, token: string) {
  const [row] = await deps.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(and(eq(verifications.identifier, resetLinkIdentifier(token)), gt(verifications.expiresAt, new Date())))
    .limit(1);
  return row;
}
