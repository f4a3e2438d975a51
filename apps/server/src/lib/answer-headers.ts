import type { ServerResponse } from "node:http";
import type { Context } from "hono";

/**
 * A proxy's `X-Request-Id` is kept when it is short and plain (letters, digits, `_`, `-`, `=`); anything
 * else (too long, spaces, quotes, line breaks that could forge log lines) is replaced by a new UUID.
 */
export const MAX_REQUEST_ID_LENGTH = 128;
const PLAIN_REQUEST_ID = /^[\w\-=]+$/;

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // The PDF layout engine is WebAssembly: compiling it needs 'wasm-unsafe-eval' (not JS eval).
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  // The same engine ships its module inline and fetches it from a data: URL.
  "connect-src 'self' data:",
  "font-src 'self' data:",
  "object-src 'none'",
  // The offline service worker (/sw.js) and the install manifest, both ours (apps/web/vite.config.ts).
  "worker-src 'self'",
  "manifest-src 'self'",
  // The app sets no <base>: none may be injected to redirect its relative URLs.
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join("; ");

/**
 * Sent with every answer, whatever route or error produced it. The values beside the CSP and HSTS are the
 * usual safe defaults (those of Hono's `secureHeaders`, which the server used before).
 */
export const SECURITY_HEADERS: ReadonlyArray<readonly [name: string, value: string]> = [
  ["Content-Security-Policy", CONTENT_SECURITY_POLICY],
  // A year, the minimum browsers' preload lists take.
  ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Origin-Agent-Cluster", "?1"],
  ["Referrer-Policy", "no-referrer"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-DNS-Prefetch-Control", "off"],
  ["X-Download-Options", "noopen"],
  ["X-Frame-Options", "SAMEORIGIN"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
  ["X-XSS-Protection", "0"],
];

/**
 * Every answer may be compressed for a client that accepts it (`compressWhenAccepted`), so caches are told
 * up front, before it is known whether this one was; for an answer that is never compressed it costs a
 * shared cache one entry per encoding, nothing more.
 */
const VARY_BY_ENCODING = ["Vary", "Accept-Encoding"] as const;

/** Node's response, when the app runs on `@hono/node-server` (not under `app.request` in tests). */
function nodeResponseOf(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing && typeof (outgoing as ServerResponse).setHeader === "function"
    ? (outgoing as ServerResponse)
    : undefined;
}

/**
 * Sets a header that holds for the answer whatever it turns out to be (an error included); a value the
 * route itself sets on its response wins.
 *
 * Why two paths: on Node the header goes straight onto the outgoing message, which checks it once. Set
 * through Hono it becomes a web `Headers` object, which checks it, and the adapter then copies it into a
 * plain object that Node checks again; with a dozen such headers on every answer that was most of the
 * cost of a small request (decision record 009). Without Node (`app.request` in tests) it goes through Hono.
 */
export function setAnswerHeaders(c: Context, headers: ReadonlyArray<readonly [string, string]>): void {
  const nodeResponse = nodeResponseOf(c);
  if (nodeResponse) {
    for (const [name, value] of headers) nodeResponse.setHeader(name, value);
    return;
  }
  for (const [name, value] of headers) c.header(name, value);
}

/** The request's id: a proxy's `X-Request-Id` when it is short and plain, otherwise a new UUID. */
export function requestIdOf(c: Context): string {
  const fromProxy = c.req.header("X-Request-Id");
  return fromProxy && fromProxy.length <= MAX_REQUEST_ID_LENGTH && PLAIN_REQUEST_ID.test(fromProxy)
    ? fromProxy
    : crypto.randomUUID();
}

/**
 * Gives whatever answer the request gets, errors included, its id, the security headers and `Vary`. On
 * Node they are set ahead, before the route runs; through Hono (`app.request` in tests) a header set ahead
 * is lost when a route answers with a Response of its own (static files, streams), so there they go onto
 * the finished response: call the returned function once the answer is made.
 */
export function answerHeaders(c: Context, requestId: string): () => void {
  const everyAnswer = [["X-Request-Id", requestId], VARY_BY_ENCODING, ...SECURITY_HEADERS] as const;
  if (nodeResponseOf(c)) {
    setAnswerHeaders(c, everyAnswer);
    return setAhead;
  }
  return () => {
    const { headers } = c.res;
    for (const [name, value] of everyAnswer) if (!headers.has(name)) headers.set(name, value);
  };
}

const setAhead = () => {};
