import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app/app-context.ts";
import { setAnswerHeaders } from "../lib/answer-headers.ts";

export const NO_STORE = [["Cache-Control", "no-store"]] as const;

/** Tells every cache to keep no copy of the response, whatever it turns out to be (errors included). */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  setAnswerHeaders(c, NO_STORE);
  await next();
});
