import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, inArray, like } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { verifications } from "../db/schema.ts";

/**
 * A new account is confirmed by a link mailed to its address. Its row in `verifications` holds
 * `confirm-email:<SHA-256 of the token>` and, never the token, what that sign-up asked for: the account,
 * the hash of the password typed and the names. Every sign-up of a pending address mails a link of its
 * own and replaces nothing, so nobody can hold an address back from its owner, and nobody's password
 * waits in the account for the owner to confirm: following a link asks for the password of that sign-up,
 * and only then does it become the account's.
 */
const CONFIRMATION_LINK_PREFIX = "confirm-email:";
/** Long enough for a coach who signs up on Friday night and reads the e-mail on Monday. */
export const CONFIRMATION_LINK_LIFETIME_SECONDS = 60 * 60 * 24 * 3;

const PendingSignUpSchema = z.object({
  userId: z.string(),
  /** Null for a link mailed before links carried their sign-up: the account's own password confirms it. */
  passwordHash: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
/** What one sign-up of a pending address asked for. */
export type PendingSignUp = z.infer<typeof PendingSignUpSchema>;

function pendingSignUpOf(value: string): PendingSignUp | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return { userId: value, passwordHash: null, firstName: null, lastName: null };
  }
  const result = PendingSignUpSchema.safeParse(parsed);
  return result.success ? result.data : null;
}

const identifierOf = (token: string) =>
  `${CONFIRMATION_LINK_PREFIX}${createHash("sha256").update(token).digest("base64url")}`;

/** Cancels the account's confirmation links (one was used, or a password reset confirmed the address). */
export async function cancelConfirmationLinks(db: Database, userId: string): Promise<void> {
  // LIKE narrows the rows (its `_` may match more than the id); the parsed value decides.
  const candidates = await db
    .select({ id: verifications.id, value: verifications.value })
    .from(verifications)
    .where(
      and(like(verifications.identifier, `${CONFIRMATION_LINK_PREFIX}%`), like(verifications.value, `%${userId}%`)),
    );
  const ids = candidates.filter((row) => pendingSignUpOf(row.value)?.userId === userId).map((row) => row.id);
  if (ids.length > 0) await db.delete(verifications).where(inArray(verifications.id, ids));
}

/** A new confirmation link's token for one sign-up; the account's other links keep working. */
export async function createConfirmationLink(db: Database, signUp: PendingSignUp): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: identifierOf(token),
    value: JSON.stringify(PendingSignUpSchema.parse(signUp)),
    expiresAt: new Date(Date.now() + CONFIRMATION_LINK_LIFETIME_SECONDS * 1000),
  });
  return token;
}

/** The sign-up a live link stands for, without using it up; null when it was used, expired or made up. */
export async function readConfirmationLink(db: Database, token: string): Promise<PendingSignUp | null> {
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, new Date())));
  return row ? pendingSignUpOf(row.value) : null;
}

/** Uses a link up; false when another request used it first. */
export async function consumeConfirmationLink(db: Database, token: string): Promise<boolean> {
  const used = await db
    .delete(verifications)
    .where(eq(verifications.identifier, identifierOf(token)))
    .returning({ id: verifications.id });
  return used.length > 0;
}
