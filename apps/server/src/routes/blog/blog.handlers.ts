import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../../lib/app-context.ts";

export function registerBlogRoutes(_app: OpenAPIHono<AppEnv>, _deps: AppDeps) {}
