import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, like } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { verifications } from "../db/schema.ts";

/**
 * A new account is confirmed by a link mailed to its address. Its row in `verifications` holds
 * `confirm-email:<SHA-256 of the token>` and the user id, never the token, like reset links. An account
 * has one live link, the newest: signing up again with the pending address replaces it.
 */
const CONFIRMATION_LINK_PREFIX = "confirm-email:";
/** Long enough for a coach who signs up on Friday night and reads the e-mail on Monday. */
export const CONFIRMATION_LINK_LIFETIME_SECONDS = 60 * 60 * 24 * 3;

const identifierOf = (token: string) =>
  `${CONFIRMATION_LINK_PREFIX}${createHash("sha256").update(token).digest("base64url")}`;

/** Cancels the account's confirmation links (a newer link, or a password reset, which confirms the address). */
export async function cancelConfirmationLinks(db: Database, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, `${CONFIRMATION_LINK_PREFIX}%`), eq(verifications.value, userId)));
}

/** A new confirmation link's token for the account; the older links stop working. */
export async function createConfirmationLink(db: Database, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await cancelConfirmationLinks(tx, userId);
    await tx.insert(verifications).values({
      id: randomUUID(),
      identifier: identifierOf(token),
      value: userId,
      expiresAt: new Date(Date.now() + CONFIRMATION_LINK_LIFETIME_SECONDS * 1000),
    });
  });
  return token;
}

/** Uses a link up: the id of the account it confirms, or null when it was used, replaced, expired or made up. */
export async function consumeConfirmationLink(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .delete(verifications)
    .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, new Date())))
    .returning({ userId: verifications.value });
  return row?.userId ?? null;
}
