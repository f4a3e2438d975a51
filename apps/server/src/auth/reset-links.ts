import { createHash } from "node:crypto";
import { and, desc, eq, inArray, like } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { verifications } from "../db/schema.ts";

/**
 * Password reset links are the auth library's single-use tokens in `verifications` (identifier
 * `reset-password:<token>`, value the user id). It stores the identifier through our hash (its
 * `verification.storeIdentifier` option, see create-auth.ts), so a row holds `reset-password:<SHA-256 of
 * the token>` and reading the table, or a backup of it, reveals no live link. The prefix stays readable so
 * an account's links can be found and cancelled.
 */
export const RESET_LINK_PREFIX = "reset-password:";

/** The identifier a reset link's row holds for `token`. */
export function resetLinkIdentifier(token: string): string {
  return `${RESET_LINK_PREFIX}${createHash("sha256").update(token).digest("base64url")}`;
}

/** For the auth library: what to store and look up in place of its plain `reset-password:<token>`. */
export async function hashResetIdentifier(identifier: string): Promise<string> {
  return resetLinkIdentifier(identifier.slice(RESET_LINK_PREFIX.length));
}

const linksOf = (userId: string) =>
  and(like(verifications.identifier, `${RESET_LINK_PREFIX}%`), eq(verifications.value, userId));

/**
 * Keeps one live reset link per account: deletes every link of the user but the newest, and tells whether
 * `token`'s link is the one kept. Two requests at once agree on which is newest, so exactly one survives,
 * and the request whose link lost sends no e-mail.
 */
export async function keepNewestResetLink(db: Database, userId: string, token: string): Promise<boolean> {
  const links = await db
    .select({ id: verifications.id, identifier: verifications.identifier })
    .from(verifications)
    .where(linksOf(userId))
    .orderBy(desc(verifications.createdAt), desc(verifications.id));
  const [newest, ...older] = links;
  if (older.length > 0) {
    await db.delete(verifications).where(
      inArray(
        verifications.id,
        older.map((link) => link.id),
      ),
    );
  }
  return newest?.identifier === resetLinkIdentifier(token);
}

/** Cancels every reset link of the user (after a reset or a password change). */
export async function cancelResetLinks(db: Database, userId: string): Promise<void> {
  await db.delete(verifications).where(linksOf(userId));
}
