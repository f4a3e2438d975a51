import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A browser that has signed in to an account before carries that account's mark in this cookie: an HMAC of
 * the address under the server's secret, so it names no account to whoever reads it and cannot be made
 * without the secret. Sign-in lets such a browser past the account's all-addresses limit, so strangers
 * guessing at an account cannot lock its owner out of the devices the owner uses (services/rate-limits/rate-limit.ts).
 */
export const KNOWN_DEVICE_COOKIE = "touchline.known_device";

/** Over https the name carries `__Secure-`, so the browser refuses the cookie from anything but https. */
export function knownDeviceCookieName(secure: boolean): string {
  return secure ? `__Secure-${KNOWN_DEVICE_COOKIE}` : KNOWN_DEVICE_COOKIE;
}
/** A shared family or club computer may be known to a few accounts; more than this and the oldest goes. */
const MAX_ACCOUNTS_PER_DEVICE = 5;
const MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

function markOf(secret: string, email: string): string {
  return createHmac("sha256", secret).update(`known-device:${email.toLowerCase()}`).digest("base64url");
}

function marksIn(headers: Headers, secure: boolean): string[] {
  const prefix = `${knownDeviceCookieName(secure)}=`;
  const cookie = (headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return (cookie?.slice(prefix.length).split(".") ?? []).filter(Boolean).slice(0, MAX_ACCOUNTS_PER_DEVICE);
}

/** Whether the request comes from a browser that has signed in to this account before. */
export function isKnownDevice(headers: Headers, secret: string, email: string, secure: boolean): boolean {
  const mark = Buffer.from(markOf(secret, email));
  return marksIn(headers, secure).some((candidate) => {
    const bytes = Buffer.from(candidate);
    return bytes.length === mark.length && timingSafeEqual(bytes, mark);
  });
}

/** The Set-Cookie value that adds this account to the browser's known accounts (newest first). */
export function knownDeviceCookie(headers: Headers, secret: string, email: string, secure: boolean): string {
  const mark = markOf(secret, email);
  const marks = [mark, ...marksIn(headers, secure).filter((candidate) => candidate !== mark)].slice(
    0,
    MAX_ACCOUNTS_PER_DEVICE,
  );
  const attributes = [
    `Max-Age=${MAX_AGE_SECONDS}`,
    "Path=/api/auth",
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ];
  return [`${knownDeviceCookieName(secure)}=${marks.join(".")}`, ...attributes].join("; ");
}
