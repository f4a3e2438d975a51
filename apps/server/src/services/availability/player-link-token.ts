import { createHash, createHmac } from "node:crypto";

/** Derives a personal link's token from the link's id; see `createPlayerLinkTokenOf`. */
export type PlayerLinkTokenOf = (linkId: string) => string;

/**
 * A personal link's token is an HMAC-SHA256 of the link's id under a key derived from the server secret:
 * 256 bits nobody can guess without the secret, which the server can write again whenever the coach needs
 * the link (to remind a family), while the database keeps only the token's SHA-256 (decision 016).
 */
export function createPlayerLinkTokenOf(serverSecret: string): PlayerLinkTokenOf {
  const key = createHmac("sha256", serverSecret).update("touchline:player-link").digest();
  return (linkId) => createHmac("sha256", key).update(linkId).digest("base64url");
}

export function playerLinkTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The page a player or parent opens: no account, noindex. */
export function playerLinkUrl(appUrl: string, token: string): string {
  return new URL(`/player/${token}`, appUrl).toString();
}
