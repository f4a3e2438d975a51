import { createHash, randomBytes } from "node:crypto";

/**
 * E-mail change links are our own single-use tokens in the `verifications` table rather than the auth
 * library's change-email flow: that one signs a stateless JWT (usable again until it expires), answers
 * "ok" for an address that is taken, and lands on its own unmounted HTTP handler.
 *
 * The row's identifier binds the link to the account that asked (`email-change:<user id>:<hash>`), so only
 * that account, signed in, can confirm it: a typo in the new address hands a stranger a link they cannot
 * use. Only a SHA-256 of the token is stored, so reading the table does not reveal live links.
 */
export const EMAIL_CHANGE_PREFIX = "email-change:";

export function newEmailChangeToken(): string {
  return randomBytes(32).toString("base64url");
}

export function emailChangeIdentifier(userId: string, token: string): string {
  return `${EMAIL_CHANGE_PREFIX}${userId}:${createHash("sha256").update(token).digest("base64url")}`;
}

/** A LIKE pattern for every pending change of one user (ids are escaped, though ours are alphanumeric). */
export function emailChangeIdentifierPattern(userId: string): string {
  return `${EMAIL_CHANGE_PREFIX}${userId.replace(/[\\%_]/g, (character) => `\\${character}`)}:%`;
}
