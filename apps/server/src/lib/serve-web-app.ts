import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";

/**
 * Serves the built single-page app: hashed assets cached for a year and sent precompressed when the
 * browser accepts it, every other path answered with index.html so the client router decides (its 404
 * page included).
 */
export function serveWebApp(app: Hono<any>, distDir: string) {
  const indexPath = path.join(distDir, "index.html");
  if (!existsSync(indexPath)) {
    app.get("*", (c) =>
      c.text("The web app is not built yet: run `npm run build` (or `npm start`, which builds first).", 503),
    );
    return;
  }
  const indexHtml = readFileSync(indexPath, "utf8");
  const root = path.relative(process.cwd(), distDir) || ".";
  // Set once the answer is known, on whatever answered: hashed file names change with their content,
  // everything else (index.html for any path, the favicon) must be revalidated.
  app.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", c.req.path.startsWith("/assets/") && c.res.ok ? "public, max-age=31536000, immutable" : "no-cache");
  });
  app.use(
    "*",
    serveStatic({
      root,
      // The build writes .br and .gz copies (apps/web/vite.config.ts); the compress middleware leaves
      // a response that already has a Content-Encoding alone.
      precompressed: true,
    }),
  );
  // A file of another build (a tab open across a deploy) is missing, not a page: 404, never index.html.
  app.get("/assets/*", (c) => c.notFound());
  app.get("*", (c) => c.html(indexHtml));
}
