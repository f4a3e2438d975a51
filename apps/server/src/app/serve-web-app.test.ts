import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { serveWebApp } from "./serve-web-app.ts";

const dist = mkdtempSync(path.join(tmpdir(), "touchline-dist-"));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const script = `export const pitch = "${"grass ".repeat(400)}";\n`;
mkdirSync(path.join(dist, "assets"));
writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Touchline</title>");
writeFileSync(path.join(dist, "assets/app-4f2a.js"), script);
writeFileSync(path.join(dist, "assets/app-4f2a.js.br"), brotliCompressSync(script));
writeFileSync(path.join(dist, "assets/app-4f2a.js.gz"), gzipSync(script));
writeFileSync(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {});\n");
writeFileSync(path.join(dist, "manifest.webmanifest"), JSON.stringify({ name: "Touchline" }));
mkdirSync(path.join(dist, "icons"));
writeFileSync(path.join(dist, "icons/icon-192.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

const app = new Hono();
serveWebApp(app, dist);

describe("the built web app", () => {
  it("sends a hashed asset's brotli copy to a browser that takes it, cached for a year", async () => {
    const response = await app.request("/assets/app-4f2a.js", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(brotliCompressSync(script));
  });

  it("sends the gzip copy to one that takes only gzip, and the file itself to one that takes neither", async () => {
    const gzip = await app.request("/assets/app-4f2a.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const plain = await app.request("/assets/app-4f2a.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("answers a missing asset with 404, not with the page, and does not let it be cached", async () => {
    const response = await app.request("/assets/app-0000.js");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("answers a page of the web app with index.html, revalidated each time", async () => {
    const response = await app.request("/tactical-board");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain("<title data-page-head>Touchline</title>");
  });

  it("serves the service worker, never to be kept without asking again, and the install manifest and icons", async () => {
    const worker = await app.request("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toMatch(/javascript/);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    const manifest = await app.request("/manifest.webmanifest");
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get("cache-control")).toBe("no-cache");
    const icon = await app.request("/icons/icon-192.png");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/png");
    expect(icon.headers.get("cache-control")).toBe("no-cache");
  });

  it("answers the home page and index.html itself through the page, not as the file", async () => {
    const home = await app.request("/");
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<meta property="og:type" content="website" data-page-head />');
    expect((await app.request("/index.html")).status).toBe(404);
  });

  it("answers a path the web app has no page for with index.html and status 404", async () => {
    const response = await app.request("/no-such-page");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain("<title data-page-head>Page not found – Touchline</title>");
  });

  it("still answers a page when describing it fails, with the site's head and kept out of search engines", async () => {
    const failing = new Hono();
    const logged: string[] = [];
    serveWebApp(failing, dist, {
      describePage: () => Promise.reject(new Error("database is down")),
      log: (message) => logged.push(message),
    });
    const response = await failing.request("/sessions/3f0c8a52");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title data-page-head>Touchline</title>");
    expect(html).toContain('<meta name="robots" content="noindex" data-page-head />');
    expect(logged).toEqual(["Could not describe the page /sessions/3f0c8a52:"]);
  });
});
