import { createHash, randomBytes } from "node:crypto";
import { InviteTokenSchema } from "@touchline/contracts";

/**
 * An invitation link's secret: 256 random bits, URL-safe (43 characters). The link is a capability (whoever
 * holds it may join), so the database keeps only its SHA-256, as for sign-in sessions and calendar feeds: a
 * copy of the database opens no link. A plain hash is as strong as a slow one for a token this long.
 */
export function newInviteToken(): string {
  return randomBytes(32).toString("base64url");
}

export function inviteTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether the text could be one of our tokens at all; anything else is a dead link, never looked up. */
export function isInviteToken(token: string): boolean {
  return InviteTokenSchema.safeParse(token).success;
}

/** The page a link opens: the web app's join page. */
export function inviteUrlOf(appUrl: string, token: string): string {
  return new URL(`/join/${token}`, appUrl).toString();
}
