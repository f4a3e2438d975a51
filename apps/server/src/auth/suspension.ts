import { eq } from "drizzle-orm";
import { APIError } from "better-auth/api";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";

/** What a suspended account's holder reads when they try to sign in. */
export function suspensionMessage(reason: string | null): string {
  const because = reason?.trim() ? ` Reason: ${reason.trim()}` : "";
  return `This account has been suspended.${because} Contact support if you think this is a mistake.`;
}

/**
 * Refuses to create a sign-in session for a suspended account, whichever way it is asked for (sign-in,
 * the sign-in after a password reset). The auth library calls it after it has checked the password, so
 * the refusal tells nothing to someone who does not know the password.
 */
export async function refuseSuspendedSession(db: Database, userId: string): Promise<void> {
  const [user] = await db
    .select({ suspendedAt: users.suspendedAt, suspensionReason: users.suspensionReason })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.suspendedAt) {
    throw APIError.from("FORBIDDEN", { code: "ACCOUNT_SUSPENDED", message: suspensionMessage(user.suspensionReason) });
  }
}
