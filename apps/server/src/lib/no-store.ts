import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-context.ts";

/** Tells every cache to keep no copy of the response, whatever it turns out to be (errors included). */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  c.header("Cache-Control", "no-store");
  await next();
});
