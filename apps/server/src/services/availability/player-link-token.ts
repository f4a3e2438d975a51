import { createHash, createHmac } from "node:crypto";

/** Derives a personal link's token from the link's id; see `createPlayerLinkTokenOf`. */
export type PlayerLinkTokenOf = (linkId: string) => string;

/**
 * A personal link's token is an HMAC-SHA256 of the link's id under a key derived from the server secret:
 * 256 bits nobody can guess without the secret, which the server can write again whenever the coach needs
 * the link (to remind a family), while the database keeps only the token's SHA-256 (decision 016).
 */
export function createPlayerLinkTokenOf(serverSecret: string): PlayerLinkTokenOf {
  return createLinkTokenOf(serverSecret, "touchline:player-link");
}

/**
 * A link's token written from its id under a key of its own kind (`label`), so a personal link's id can
 * never open a team link or the other way round.
 */
export function createLinkTokenOf(serverSecret: string, label: string): (linkId: string) => string {
  const key = createHmac("sha256", serverSecret).update(label).digest();
  return (linkId) => createHmac("sha256", key).update(linkId).digest("base64url");
}

export function playerLinkTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The page a player or parent opens: no account, noindex. */
export function playerLinkUrl(appUrl: string, token: string): string {
  return new URL(`/player/${token}`, appUrl).toString();
}
