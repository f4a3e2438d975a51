import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

/** Whether an `Accept-Encoding` may accept what `compress()` makes; it weighs the q-values itself. */
const NAMES_AN_ENCODING_WE_MAKE = /\b(?:gzip|deflate|\*)/i;

/**
 * Hono's `compress()` for requests that accept gzip or deflate. Asked by any other (a load balancer's
 * health check, curl), it would only add `Vary: Accept-Encoding`, and through `c.header` on a finished
 * response, which rebuilds the response around a stream of its body on every request. That header is
 * on every answer already (`answerHeaders`).
 */
export function compressWhenAccepted(): MiddlewareHandler {
  const compressResponse = compress();
  return (c, next) =>
    NAMES_AN_ENCODING_WE_MAKE.test(c.req.header("Accept-Encoding") ?? "") ? compressResponse(c, next) : next();
}
