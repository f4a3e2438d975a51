import type { MiddlewareHandler } from "hono";
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";

/** Whether an `Accept-Encoding` may accept what `compress()` makes; it weighs the q-values itself. */
const NAMES_AN_ENCODING_WE_MAKE = /\b(?:gzip|deflate|\*)/i;

/**
 * Hono's `compress()` for requests that accept gzip or deflate. Asked by any other (a load balancer's
 * health check, curl), it would only add `Vary: Accept-Encoding`, and through `c.header` on a finished
 * response, which rebuilds the response around a stream of its body on every request; here that header
 * is added in place, so caches still learn the answer depends on the request's encodings.
 */
export function compressWhenAccepted(): MiddlewareHandler {
  const compressResponse = compress();
  return async (c, next) => {
    if (NAMES_AN_ENCODING_WE_MAKE.test(c.req.header("Accept-Encoding") ?? "")) return compressResponse(c, next);
    await next();
    const { headers } = c.res;
    if (headers.has("Content-Encoding") || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get("Content-Type") ?? ""))
      return;
    const vary = headers.get("Vary");
    if (!vary) headers.set("Vary", "Accept-Encoding");
    else if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
      headers.set("Vary", `${vary}, Accept-Encoding`);
  };
}
