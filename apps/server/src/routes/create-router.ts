import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../app/app-context.ts";
import { validationError } from "../lib/app-error.ts";

/**
 * A router for one resource's routes, chained (`createRouter().openapi(…).openapi(…)`) so that its
 * type lists every route with its input and responses; `createApp` mounts them all, and `AppType`
 * (app-type.ts) is the sum. A failed validation becomes our 400 VALIDATION_FAILED.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}
