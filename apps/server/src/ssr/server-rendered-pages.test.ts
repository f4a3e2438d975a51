import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The app first: it teaches zod the OpenAPI extension before the contracts build their schemas.
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createApp } from "../app/create-app.ts";
import { WEB_DIST_DIR } from "../lib/repo-paths.ts";
import { DEMO_BLOG_POSTS } from "../seed/demo-blog-posts.ts";
import { DEMO_AUTHOR, DEMO_SESSIONS } from "../seed/demo-sessions.ts";
import { seedDemoBlogPosts } from "../seed/seed-demo-blog-posts.ts";
import { seedDemoContent } from "../seed/seed-demo-content.ts";
import { serverEntryPath } from "./page-renderer.ts";

/**
 * The public pages as the server sends them, rendered by the web app's real server entry (so after
 * `npm run build`; without a build there is nothing to render and these are skipped), on the demo content.
 */
const isBuilt = existsSync(serverEntryPath(WEB_DIST_DIR)) && existsSync(path.join(WEB_DIST_DIR, ".vite"));

let t: TestApp;
let web: ReturnType<typeof createApp>;
beforeAll(async () => {
  if (!isBuilt) return;
  t = await createTestApp();
  await seedDemoContent({ db: t.deps.db }, { author: DEMO_AUTHOR, sessions: DEMO_SESSIONS });
  await seedDemoBlogPosts({ db: t.deps.db }, { posts: DEMO_BLOG_POSTS, authorId: DEMO_AUTHOR.id });
  web = createApp(t.deps, { webDistDir: WEB_DIST_DIR });
});
afterAll(async () => {
  await t?.close();
});

/** What a reader without JavaScript sees in the page's root: its text, tags out and entities read. */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf("</body>"));
  return root
    .replace(/<script[^>]*>.*?<\/script>/gs, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"' })[name]!)
    .replace(/\s+/g, " ");
}

async function page(pathname: string, cookie?: string) {
  const response = await web.request(pathname, { headers: cookie ? { Cookie: cookie } : {} });
  return { response, html: await response.text() };
}

describe.skipIf(!isBuilt)("server-rendered public pages", () => {
  const session = DEMO_SESSIONS[0]!;
  const post = DEMO_BLOG_POSTS[0]!;
  const sessionId = async () => {
    const found = (await (await t.app.request(`/api/search?q=${encodeURIComponent(session.title)}`)).json()) as {
      sessions: { results: Array<{ id: string; shortId: string; title: string }> };
    };
    return found.sessions.results.find((result) => result.title === session.title)!;
  };

  it.each([
    ["/", "Plan football sessions the way you see them"],
    ["/about", "About Us"],
    ["/terms", "Terms of Service"],
    ["/privacy", "Privacy Policy"],
    ["/faq", "FAQ & Help"],
    ["/shortcuts", "Keyboard Shortcuts"],
    ["/feedback", "Feedback & Feature Requests"],
    ["/blog", post.title],
    [`/blog/${post.slug}`, post.title],
    ["/search?q=rondos", "Rondos and Possession: Find the Free Player"],
  ])("sends %s drawn, with its heading and text", async (pathname, text) => {
    const { response, html } = await page(pathname);
    expect(response.status).toBe(200);
    expect(rootText(html)).toContain(text);
    expect(html).toContain('<script type="application/json" id="touchline-server-state">');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js" \/>/);
    // Its styles come in the HTML, so it paints before any other request comes back.
    expect(html).toMatch(/<style>[^<]*\.sr-only\{/);
    expect(html).not.toMatch(/<link\b[^>]*rel="stylesheet"/);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("vary")).toMatch(/cookie/i);
  });

  it("sends a public session, by id and by share link, with its drills' titles and organisation", async () => {
    const { id, shortId } = await sessionId();
    for (const pathname of [`/sessions/${id}`, `/s/${shortId}`]) {
      const { response, html } = await page(pathname);
      expect(response.status).toBe(200);
      const text = rootText(html);
      expect(text).toContain(session.title);
      for (const block of session.blocks ?? []) {
        expect(text).toContain(block.title);
        if ("organisation" in block && block.organisation) expect(text).toContain(block.organisation.slice(0, 40));
      }
    }
  });

  it("sends the 404 page drawn, with status 404, for a path with no page and for a session nobody may see", async () => {
    for (const pathname of ["/no-such-page", "/sessions/00000000-0000-4000-8000-000000000000"]) {
      const { response, html } = await page(pathname);
      expect(response.status).toBe(404);
      expect(rootText(html)).toContain("This page is off the pitch");
    }
  });

  it("draws a page in the visitor's language, with its address in that language and the others named", async () => {
    const response = await web.request("/about", { headers: { "Accept-Language": "es-AR,es;q=0.9,en;q=0.5" } });
    const html = await response.text();
    expect(html).toContain('<html lang="es" data-drawn-locale="es"');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/about?lang=es" data-page-head />');
    expect(html).toContain(
      '<link rel="alternate" hreflang="de" href="http://localhost:3000/about?lang=de" data-page-head />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://localhost:3000/about" data-page-head />',
    );
    // The address's language wins over the browser's: the addresses search engines index.
    const german = await (await web.request("/about?lang=de", { headers: { "Accept-Language": "es" } })).text();
    expect(german).toContain('<html lang="de" data-drawn-locale="de"');
  });

  it("gives a page it does not draw its title, description and address in the visitor's language", async () => {
    const html = await (await web.request("/tactical-board?lang=de")).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain("<title data-page-head>Taktiktafel – Touchline</title>");
    expect(html).toContain("Eine kostenlose Fußball-Taktiktafel im Browser");
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:3000/tactical-board?lang=de" data-page-head />',
    );
    // English keeps the page's English head, and its own address.
    const english = await (await web.request("/tactical-board")).text();
    expect(english).toContain("<title data-page-head>Tactical Board – Touchline</title>");
    expect(english).toContain('<link rel="canonical" href="http://localhost:3000/tactical-board" data-page-head />');
  });

  it("sends a signed-in coach the client-rendered shell, since the page shows their account", async () => {
    const coach = await t.signUp();
    const { response, html } = await page("/about", coach.cookie);
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("touchline-server-state");
    // The shell links its stylesheet: the browser keeps it for every later page.
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[^"]+\.css">/);
    expect(html).not.toContain("<style>");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("sends the service worker the empty shell it keeps to open any page offline", async () => {
    const response = await web.request("/", {
      headers: { "Sec-Fetch-Dest": "empty", "Sec-Fetch-Mode": "same-origin" },
    });
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it("leaves the pages it does not draw (sign-in forms, the board, signed-in pages) to the browser", async () => {
    for (const pathname of ["/login", "/tactical-board", "/library"]) {
      const { html } = await page(pathname);
      expect(html).toContain('<div id="root"></div>');
    }
  });
});
