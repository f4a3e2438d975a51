import type { Account } from "@touchline/contracts";
import { and, desc, eq, gt, like } from "drizzle-orm";
import { toCurrentUser } from "../../auth/current-user.ts";
import type { Database } from "../../db/client.ts";
import { users, verifications } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { emailChangeIdentifierPattern } from "./email-change-token.ts";

/** The newest e-mail change of the user still waiting for its link, if any. */
export async function findPendingEmailChange(db: Database, userId: string) {
  const [pending] = await db
    .select({ newEmail: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(
      and(
        like(verifications.identifier, emailChangeIdentifierPattern(userId)),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  return pending;
}

export async function getAccount(db: Database, userId: string): Promise<Account> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
  const pending = await findPendingEmailChange(db, userId);
  return {
    ...toCurrentUser(user),
    createdAt: user.createdAt.toISOString(),
    pendingEmail: pending?.newEmail ?? null,
    sizeUnit: user.sizeUnit,
    language: user.language,
  };
}
