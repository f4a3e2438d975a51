import { createHmac } from "node:crypto";

/** Names a signed-out visitor for the day's view count without storing their address. */
export type VisitorKeyOf = (visitor: { ip: string; day: string }) => string;

/**
 * A keyed hash (HMAC-SHA256 under a key derived from the server secret) of the day and the address:
 * nobody without the secret can test an address against it, and the day in the input means a visitor's
 * keys of different days cannot be linked. The user agent is not part of it: a client can send any it
 * likes, and one address sending fifty would count fifty views.
 */
export function createVisitorKeyOf(serverSecret: string): VisitorKeyOf {
  const key = createHmac("sha256", serverSecret).update("touchline:session-view-visitor").digest();
  return ({ ip, day }) => `visitor:${createHmac("sha256", key).update(`${day}\n${ip}`).digest("base64url")}`;
}
