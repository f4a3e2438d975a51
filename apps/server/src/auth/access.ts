import type { Role } from "@touchline/contracts";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-context.ts";
import { requireLevel } from "./current-user.ts";

/**
 * Route middleware declaring on a route's contract the lowest level that may call it. It runs before
 * the route's input is validated, so a visitor gets 401 and a coach 403 whatever they send; the handler
 * then reads the same user, looked up once per request.
 */
export function minimumLevel(level: Role) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await requireLevel(c, c.get("deps"), level);
    await next();
  });
}
