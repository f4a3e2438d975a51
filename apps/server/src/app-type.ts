import type { createApp } from "./app/create-app.ts";

/**
 * The server's routes as a type, for Hono's typed client: `hc<AppType>(origin)` in the web app. Each
 * JSON route is listed with its input (`param`, `query`, `json`) and its responses per status.
 * Type-only: importing it loads nothing of the server at runtime.
 */
export type AppType = ReturnType<typeof createApp>;
