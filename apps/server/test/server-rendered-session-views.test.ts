import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The app first: it teaches zod the OpenAPI extension before the contracts build their schemas.
import { createTestApp, readJson, type TestApp } from "./test-app.ts";
import { createApp } from "../src/app/create-app.ts";
import { sessionViews, trainingSessions } from "../src/db/schema.ts";
import { WEB_DIST_DIR } from "../src/lib/repo-paths.ts";
import { serverEntryPath } from "../src/ssr/page-renderer.ts";
import { sessionBody } from "./session-test-fixtures.ts";

/**
 * A public session's page is drawn on the server for a signed-out visitor, and drawing it reads the session
 * through the API in-process. That read is the visitor's own: with the browser's reads of the same session
 * (the API, the share link) it is one view a day, and two visitors' pages are two views. Needs the web app's
 * build (`npm run build`), as the server-rendered pages do; without it there is nothing drawn and these skip.
 */
const isBuilt = existsSync(serverEntryPath(WEB_DIST_DIR)) && existsSync(path.join(WEB_DIST_DIR, ".vite"));

interface PublicSession {
  id: string;
  shortId: string;
  title: string;
}

async function publishedSession(t: TestApp, title: string): Promise<PublicSession> {
  const author = await t.signUp();
  const created = await t.request("/api/sessions", { body: sessionBody({ title }), cookie: author.cookie });
  expect(created.status).toBe(201);
  const { session } = (await readJson(created)) as { session: PublicSession };
  const published = await t.request(`/api/sessions/${session.id}/publish`, { method: "POST", cookie: author.cookie });
  expect(published.status).toBe(200);
  return session;
}

/** The stored counter and rows, read behind the API so that reading them counts nothing. */
async function viewsOf(t: TestApp, sessionId: string) {
  const [row] = await t.deps.db
    .select({ viewCount: trainingSessions.viewCount })
    .from(trainingSessions)
    .where(eq(trainingSessions.id, sessionId));
  const rows = await t.deps.db.select().from(sessionViews).where(eq(sessionViews.sessionId, sessionId));
  return { viewCount: row?.viewCount, rows: rows.length };
}

/** The page as drawn for a signed-out visitor: its HTML holds the session and the answers it was drawn with. */
async function expectDrawn(response: Response, session: PublicSession) {
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('<script type="application/json" id="touchline-server-state">');
  expect(html.slice(html.indexOf('<div id="root">'))).toContain(session.title);
}

describe.skipIf(!isBuilt)("a signed-out visitor's views of a public session's server-drawn page", () => {
  describe("straight from the visitor's browser", () => {
    let t: TestApp;
    let server: Server;
    let origin: string;
    beforeAll(async () => {
      t = await createTestApp();
      const web = createApp(t.deps, { webDistDir: WEB_DIST_DIR });
      // Over a real socket, as in production without a proxy: the visitor's address is the connection's.
      origin = await new Promise<string>((resolve) => {
        server = serve({ fetch: web.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
          resolve(`http://127.0.0.1:${info.port}`),
        ) as Server;
      });
    });
    afterAll(async () => {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
      await t?.close();
    });

    it("counts the page, the API and the share link read by one visitor once", async () => {
      const session = await publishedSession(t, "Rondos for one visitor");
      // What the browser asks when a story, a crawler or a coach reads the session before opening its page.
      expect((await fetch(`${origin}/api/sessions/${session.id}`)).status).toBe(200);
      expect(await viewsOf(t, session.id)).toEqual({ viewCount: 1, rows: 1 });

      await expectDrawn(await fetch(`${origin}/sessions/${session.id}`), session);
      await expectDrawn(await fetch(`${origin}/s/${session.shortId}`), session);
      expect((await fetch(`${origin}/api/sessions/by-short-id/${session.shortId}`)).status).toBe(200);
      expect(await viewsOf(t, session.id)).toEqual({ viewCount: 1, rows: 1 });
    });
  });

  describe("behind a trusted proxy", () => {
    let t: TestApp;
    let web: ReturnType<typeof createApp>;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: "true" });
      web = createApp(t.deps, { webDistDir: WEB_DIST_DIR });
    });
    afterAll(async () => {
      await t?.close();
    });

    const from = (address: string) => ({ headers: { "X-Forwarded-For": address } });

    it("counts each visitor's page once, and two visitors' pages twice", async () => {
      const session = await publishedSession(t, "Rondos for two visitors");
      await expectDrawn(await web.request(`/sessions/${session.id}`, from("203.0.113.7")), session);
      expect(await viewsOf(t, session.id)).toEqual({ viewCount: 1, rows: 1 });
      expect((await web.request(`/api/sessions/${session.id}`, from("203.0.113.7"))).status).toBe(200);
      await expectDrawn(await web.request(`/s/${session.shortId}`, from("203.0.113.7")), session);
      expect(await viewsOf(t, session.id)).toEqual({ viewCount: 1, rows: 1 });

      // Another address is another visitor, though the server drew both pages in-process.
      await expectDrawn(await web.request(`/sessions/${session.id}`, from("198.51.100.4")), session);
      expect(await viewsOf(t, session.id)).toEqual({ viewCount: 2, rows: 2 });
    });

    it("keeps each visitor's reads their own while pages are drawn at once", async () => {
      const session = await publishedSession(t, "Rondos for a crowd");
      const addresses = ["192.0.2.1", "192.0.2.2", "192.0.2.3", "192.0.2.4", "192.0.2.5"];
      const pages = await Promise.all(addresses.map((address) => web.request(`/s/${session.shortId}`, from(address))));
      for (const page of pages) await expectDrawn(page, session);
      expect(await viewsOf(t, session.id)).toEqual({ viewCount: 5, rows: 5 });
      // Had a drawing read as another visitor, one of these would be a first view.
      for (const address of addresses) await web.request(`/api/sessions/${session.id}`, from(address));
      expect(await viewsOf(t, session.id)).toEqual({ viewCount: 5, rows: 5 });
    });
  });
});
