import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createAdaptorServer } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_FEED_PATH } from "@touchline/contracts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SECURITY_HEADERS } from "../lib/answer-headers.ts";
import { createApp } from "./create-app.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
let dist: string;
let server: Server;
let serverUrl: string;
/** The same app answering two ways: through Hono's request function, and over HTTP on Node as in production. */
let transports: Record<"Hono's app.request" | "Node over HTTP", (path: string) => Promise<Response>>;

beforeAll(async () => {
  t = await createTestApp();
  dist = mkdtempSync(path.join(tmpdir(), "touchline-headers-"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Touchline</title>");
  const app = createApp(t.deps, { webDistDir: dist });
  server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  transports = {
    "Hono's app.request": (pathname) => Promise.resolve(app.request(pathname)),
    "Node over HTTP": (pathname) => fetch(`${serverUrl}${pathname}`, { headers: { "Accept-Encoding": "identity" } }),
  };
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dist, { recursive: true, force: true });
  await t.close();
});

const ANSWERS = [
  ["the health check", "/api/health", 200],
  ["an unknown API route", "/api/no-such-thing", 404],
  ["a signed-in route asked signed out", "/api/account", 401],
  ["a page of the web app", "/tactical-board", 200],
  ["the blog's feed, which sets its own caching", BLOG_FEED_PATH, 200],
] as const;

describe.each(["Hono's app.request", "Node over HTTP"] as const)("every answer, through %s", (transport) => {
  it.each(ANSWERS)("carries the security headers, a request id and Vary: %s", async (_, pathname, status) => {
    const response = await transports[transport](pathname);
    expect(response.status).toBe(status);
    for (const [name, value] of SECURITY_HEADERS) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get("X-Request-Id")).toMatch(UUID);
    expect(response.headers.get("Vary")).toMatch(/accept-encoding/i);
  });

  it("keeps a route's own caching rule and the health check's no-store", async () => {
    expect((await transports[transport](BLOG_FEED_PATH)).headers.get("Cache-Control")).toBe("public, max-age=300");
    expect((await transports[transport]("/api/health")).headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("the policy", () => {
  it("asks for HTTPS for a year, subdomains included", async () => {
    const response = await t.request("/api/health");
    expect(response.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("allows no <base> element and scripts only from our origin", async () => {
    const csp = (await t.request("/api/health")).headers.get("Content-Security-Policy") ?? "";
    const directives = new Map(
      csp.split(";").map((directive) => {
        const [name = "", ...values] = directive.trim().split(/\s+/);
        return [name, values.join(" ")] as const;
      }),
    );
    expect(directives.get("base-uri")).toBe("'none'");
    expect(directives.get("script-src")).toBe("'self' 'wasm-unsafe-eval'");
    expect(directives.get("object-src")).toBe("'none'");
    expect(directives.get("frame-ancestors")).toBe("'none'");
  });

  it("allow the offline service worker and the install manifest from our origin only", async () => {
    const csp = (await t.request("/api/health")).headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
