import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";

/**
 * Serves the built single-page app: hashed assets cached for a year, every other path answered with
 * index.html so the client router decides (its 404 page included).
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
  app.use(
    "*",
    serveStatic({
      root,
      onFound: (filePath, c) => {
        // Hashed file names change with their content; everything else must be revalidated.
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes("/assets/");
        c.header("Cache-Control", isHashedAsset ? "public, max-age=31536000, immutable" : "no-cache");
      },
    }),
  );
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
