import type { Context } from "hono";
import type { AppEnv } from "./app-context.ts";

/** The fields of a request's log line (with pino's `time`, `level` and `msg: "request"`). */
export interface RequestLine {
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  userId?: string;
}

/**
 * After the request is answered: one JSON log line and the request metrics, both by the route pattern
 * the request matched (`/api/sessions/:id`), never the raw path. Errors have already become responses
 * here (the error handler runs inside), so every request is counted with the status it got.
 */
export function observeRequest(c: Context<AppEnv>, durationMs: number): void {
  // c.get, not c.var: c.var copies every variable into a new object on each read.
  const { logger: log, metrics } = c.get("deps");
  const route = c.req.routePath;
  const status = c.res.status;
  metrics.observeRequest({ method: c.req.method, route, status, seconds: durationMs / 1000 });
  if (!log.isLevelEnabled("info")) return;
  const line: RequestLine = {
    requestId: c.get("requestId"),
    method: c.req.method,
    route,
    status,
    durationMs: Math.round(durationMs * 10) / 10,
  };
  // Set by the access check of signed-in routes; on public ones only if the handler looked the user up.
  const user = (c as unknown as Context<{ Variables: { user?: { id: string } } }>).get("user");
  if (user) line.userId = user.id;
  log.info(line, "request");
}
