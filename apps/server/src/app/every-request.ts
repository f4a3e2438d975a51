import type { MiddlewareHandler } from "hono";
import { answerHeaders, requestIdOf } from "../lib/answer-headers.ts";
import type { AppDeps, AppEnv } from "./app-context.ts";
import { compressWhenAccepted } from "../lib/compress-when-accepted.ts";
import { observeRequest } from "./observe-request.ts";

/**
 * What every request goes through, first, in one middleware: the app's dependencies for the middleware
 * routes declare (auth/access.ts), the request's id and the headers of every answer, compression for a
 * client that accepts it, and, once answered, the request's log line and metrics. Being first, a request
 * refused by any middleware below is still named, logged and counted.
 *
 * One middleware rather than four: each layer costs a few promises, and once the auth library has switched
 * on AsyncLocalStorage (its first sign-in), every promise in the process also runs an async hook; on a
 * health check that was a fifth of the request's CPU (decision record 009).
 */
export function everyRequest(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const compressIfAccepted = compressWhenAccepted();
  return async (c, next) => {
    c.set("deps", deps);
    const requestId = requestIdOf(c);
    c.set("requestId", requestId);
    const finishHeaders = answerHeaders(c, requestId);
    const started = performance.now();
    await compressIfAccepted(c, next);
    finishHeaders();
    observeRequest(c, performance.now() - started);
  };
}
