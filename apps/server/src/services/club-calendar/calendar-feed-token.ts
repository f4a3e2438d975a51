import { createHash, randomBytes } from "node:crypto";

/**
 * A feed's secret: 256 random bits, URL-safe. Its address is a capability (whoever has it reads the
 * team's calendar), so the database keeps only its SHA-256: a copy of the database opens no feed. A plain
 * hash is as strong as a slow one for a token this long.
 */
export function newFeedToken(): string {
  return randomBytes(32).toString("base64url");
}

export function feedTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The feed's address (`.ics` for the calendar apps that look at the extension), and the same as webcal:. */
export function feedUrlsOf(appUrl: string, token: string): { url: string; webcalUrl: string } {
  const url = new URL(`/api/calendar-feeds/${token}.ics`, appUrl).toString();
  return { url, webcalUrl: url.replace(/^https?:/, "webcal:") };
}
