import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { xml2js, type Element } from "xml-js";
// The app first: it teaches zod the OpenAPI extension before the contracts build their schemas.
import { createTestApp, readJson, TEST_APP_URL, type TestApp } from "../../../test/test-app.ts";
import { MAX_SEO_DESCRIPTION_LENGTH, MAX_SEO_TITLE_LENGTH, SEO_PAGES } from "@touchline/contracts";
import { auditLog } from "../../db/schema.ts";
import { createApp } from "../../app/create-app.ts";
import { sessionBody } from "../../../test/session-test-fixtures.ts";

/** A built index.html as Vite writes it: the site's title and description, and the app's script. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />
    <meta name="theme-color" content="#22c55e" />
    <meta name="description" content="Touchline: design football drills and training sessions." />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Touchline – football session planner for coaches</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const dist = mkdtempSync(path.join(tmpdir(), "touchline-seo-dist-"));
writeFileSync(path.join(dist, "index.html"), INDEX_HTML);

type User = Awaited<ReturnType<TestApp["signUp"]>>;
let t: TestApp;
let web: ReturnType<typeof createApp>;
let admin: User;
let coach: User;
beforeAll(async () => {
  t = await createTestApp();
  web = createApp(t.deps, { webDistDir: dist });
  admin = await t.signUpWithRole("admin");
  coach = await t.signUp();
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (pathname: string) => web.request(pathname);

async function uploadImage(): Promise<{ id: string; url: string }> {
  const form = new FormData();
  const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: { r: 34, g: 197, b: 94 } } })
    .png()
    .toBuffer();
  form.append("file", new File([png], "share.png", { type: "image/png" }));
  const response = await t.app.request("/api/admin/images", {
    method: "POST",
    headers: { Origin: TEST_APP_URL, Cookie: admin.cookie },
    body: form,
  });
  expect(response.status).toBe(201);
  return (await readJson(response)).image;
}

const saveSeo = (body: Record<string, unknown>, cookie = admin.cookie) =>
  t.request("/api/admin/seo", { method: "PUT", body, cookie });

async function createSession(overrides: Record<string, unknown> = {}, publish = true): Promise<any> {
  const created = await t.request("/api/sessions", { body: sessionBody(overrides), cookie: coach.cookie });
  expect(created.status).toBe(201);
  const { session } = await readJson(created);
  if (!publish) return session;
  const published = await t.request(`/api/sessions/${session.id}/publish`, { method: "POST", cookie: coach.cookie });
  expect(published.status).toBe(200);
  return (await readJson(published)).session;
}

async function createPost(overrides: Record<string, unknown>): Promise<any> {
  const response = await t.request("/api/admin/blog/posts", {
    body: { excerpt: "", body: "Some words.", tags: [], ...overrides },
    cookie: admin.cookie,
  });
  expect(response.status).toBe(201);
  return (await readJson(response)).post;
}

/** The content of `<meta name|property="key">` in a page, entities decoded; undefined when absent. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html);
  return match ? decode(match[1]!) : undefined;
}
const titleOf = (html: string) => decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
const countOf = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, "g"))?.length ?? 0;

describe("who may read and write the SEO settings", () => {
  it("answers anonymous 401, coaches and moderators 403, admins and super admins 200", async () => {
    const moderator = await t.signUpWithRole("moderator");
    const superAdmin = await t.signUpWithRole("super_admin");
    const body = { path: "/terms", title: "Terms – Touchline", description: "", imageId: null };
    for (const [who, cookie, status] of [
      ["visitor", undefined, 401],
      ["coach", coach.cookie, 403],
      ["moderator", moderator.cookie, 403],
      ["admin", admin.cookie, 200],
      ["super admin", superAdmin.cookie, 200],
    ] as const) {
      const list = await t.request("/api/admin/seo", { cookie });
      const save = await t.request("/api/admin/seo", { method: "PUT", body, cookie });
      expect({ who, list: list.status, save: save.status }).toEqual({ who, list: status, save: status });
    }
  });

  it("checks the level before the body: a coach's invalid write is 403, not a field error", async () => {
    const response = await saveSeo({ path: "/nowhere", title: 42 }, coach.cookie);
    expect(response.status).toBe(403);
  });
});

describe("setting a page's title, description and share image", () => {
  it("lists every public page with its defaults", async () => {
    const { pages } = await readJson(await t.request("/api/admin/seo", { cookie: admin.cookie }));
    expect(pages.map((p: { path: string }) => p.path)).toEqual(SEO_PAGES.map((p) => p.path));
    for (const path of [
      "/",
      "/about",
      "/blog",
      "/feedback",
      "/faq",
      "/tactical-board",
      "/privacy",
      "/terms",
      "/shortcuts",
    ]) {
      expect(pages.find((p: { path: string }) => p.path === path)).toMatchObject({
        defaultTitle: expect.any(String),
        defaultDescription: expect.any(String),
      });
    }
  });

  it("saves, writes the audit line, and the HTML of /about carries the title, description and og:image", async () => {
    const image = await uploadImage();
    const response = await saveSeo({
      path: "/about",
      title: `  About the "coaches' planner" <Touchline>  `,
      description: "Who builds Touchline & why.",
      imageId: image.id,
    });
    expect(response.status).toBe(200);
    const { page: saved } = await readJson(response);
    expect(saved).toMatchObject({
      path: "/about",
      title: `About the "coaches' planner" <Touchline>`,
      description: "Who builds Touchline & why.",
      imageId: image.id,
      imageUrl: `/api/images/${image.id}`,
      updatedAt: expect.any(String),
    });

    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "seo.updated"), eq(auditLog.targetId, "/about")));
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetType: "seo_page",
      details: { title: saved.title, imageId: image.id },
    });

    const html = await (await page("/about")).text();
    expect(titleOf(html)).toBe(`About the "coaches' planner" <Touchline>`);
    expect(html).not.toContain("<Touchline>");
    expect(metaContent(html, "description")).toBe("Who builds Touchline & why.");
    expect(metaContent(html, "og:title")).toBe(saved.title);
    expect(metaContent(html, "og:description")).toBe("Who builds Touchline & why.");
    expect(metaContent(html, "og:image")).toBe(`${TEST_APP_URL}/api/images/${image.id}`);
    expect(metaContent(html, "og:image:width")).toBe("1200");
    expect(metaContent(html, "og:url")).toBe(`${TEST_APP_URL}/about`);
    expect(metaContent(html, "og:type")).toBe("website");
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "twitter:image")).toBe(`${TEST_APP_URL}/api/images/${image.id}`);
    expect(metaContent(html, "robots")).toBeUndefined();
    // One title and one description: the page's own replace index.html's, which the web app then updates.
    expect(countOf(html, /<title[ >]/)).toBe(1);
    expect(countOf(html, /<meta name="description"/)).toBe(1);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');

    // Another page without a row of its own keeps its defaults.
    const terms = await (await page("/privacy")).text();
    expect(titleOf(terms)).toBe("Privacy Policy – Touchline");
  });

  it("puts a page's defaults back when the title and description are emptied", async () => {
    expect((await saveSeo({ path: "/faq", title: "Help!", description: "Questions." })).status).toBe(200);
    expect(titleOf(await (await page("/faq")).text())).toBe("Help!");
    expect((await saveSeo({ path: "/faq", title: "", description: "" })).status).toBe(200);
    const html = await (await page("/faq")).text();
    expect(titleOf(html)).toBe("FAQ & Help – Touchline");
    expect(metaContent(html, "description")).toBe(SEO_PAGES.find((p) => p.path === "/faq")!.defaultDescription);
  });

  it("refuses an unknown page, an image not in the library and texts over the limits", async () => {
    for (const [body, field] of [
      [{ path: "/my-sessions", title: "Mine" }, "path"],
      [{ path: "/about", title: "x".repeat(MAX_SEO_TITLE_LENGTH + 1) }, "title"],
      [{ path: "/about", description: "x".repeat(MAX_SEO_DESCRIPTION_LENGTH + 1) }, "description"],
      [{ path: "/about", imageId: "0b5e1c3e-0000-4000-8000-000000000000" }, "imageId"],
    ] as const) {
      const response = await saveSeo(body);
      const error = (await readJson(response)).error;
      expect({ status: response.status, code: error.code, field: Object.keys(error.fields ?? {}) }).toEqual({
        status: 400,
        code: "VALIDATION_FAILED",
        field: [field],
      });
    }
  });
});

describe("the HTML the server sends for other pages", () => {
  it("gives a public session its own title and theme, by id and by short link", async () => {
    const session = await createSession({
      title: "Rondo <pressing> masterclass",
      theme: "Win it back in five seconds",
    });
    for (const pathname of [`/sessions/${session.id}`, `/s/${session.shortId}`]) {
      const response = await page(pathname);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(titleOf(html)).toBe("Rondo <pressing> masterclass – Touchline");
      expect(metaContent(html, "description")).toBe("Win it back in five seconds");
      expect(metaContent(html, "og:type")).toBe("article");
      expect(metaContent(html, "og:url")).toBe(`${TEST_APP_URL}/sessions/${session.id}`);
    }
  });

  it("answers a private or missing session with the 404 page and status 404, telling nothing", async () => {
    const secret = await createSession({ title: "Secret set pieces", theme: "Nobody may know" }, false);
    for (const pathname of [
      `/sessions/${secret.id}`,
      `/s/${secret.shortId}`,
      "/sessions/no-such-session",
      "/s/nothing1",
    ]) {
      const response = await page(pathname);
      const html = await response.text();
      expect({ pathname, status: response.status }).toEqual({ pathname, status: 404 });
      expect(titleOf(html)).toBe("Page not found – Touchline");
      expect(metaContent(html, "robots")).toBe("noindex, nofollow");
      expect(html).not.toContain("Secret set pieces");
      expect(html).not.toContain("Nobody may know");
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it("answers a signed-in coach's private session, someone else's and a missing one alike: a plain page, not indexed, never 'Page not found'", async () => {
    const own = await createSession({ title: "Secret set pieces", theme: "Nobody may know" }, false);
    for (const pathname of [`/sessions/${own.id}`, `/s/${own.shortId}`, "/sessions/no-such-session"]) {
      const response = await web.request(pathname, { headers: { Cookie: coach.cookie } });
      const html = await response.text();
      expect({ pathname, status: response.status }).toEqual({ pathname, status: 200 });
      expect(titleOf(html)).not.toMatch(/Page not found/);
      expect(metaContent(html, "robots")).toMatch(/noindex/);
      expect(html).not.toContain("Secret set pieces");
      expect(html).not.toContain("Nobody may know");
    }
  });

  it("gives a published blog post its title, excerpt and cover; a draft is a 404", async () => {
    const cover = await uploadImage();
    const post = await createPost({
      title: "Pressing triggers & cues",
      excerpt: "When to press.",
      coverImageId: cover.id,
      status: "published",
    });
    const response = await page(`/blog/${post.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toBe("Pressing triggers & cues – Touchline Blog");
    expect(metaContent(html, "description")).toBe("When to press.");
    expect(metaContent(html, "og:image")).toBe(`${TEST_APP_URL}/api/images/${cover.id}`);
    expect(metaContent(html, "article:published_time")).toBe(post.publishedAt);

    const draft = await createPost({ title: "Draft thoughts on zonal marking" });
    const draftResponse = await page(`/blog/${draft.slug}`);
    expect(draftResponse.status).toBe(404);
    expect(await draftResponse.text()).not.toContain("zonal");
  });

  it("answers an unknown path with the 404 page and status 404", async () => {
    for (const pathname of ["/no-such-page", "/about/team", "/admin/nothing", "/index.html", "/sessions/"]) {
      const response = await page(pathname);
      expect({ pathname, status: response.status }).toEqual({ pathname, status: 404 });
      const html = await response.text();
      expect(titleOf(html)).toBe("Page not found – Touchline");
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it("answers the home page, with or without its trailing slash, and matches paths as the web router does", async () => {
    for (const pathname of ["/", "/About", "/about/", "/tactical-board"]) {
      expect({ pathname, status: (await page(pathname)).status }).toEqual({ pathname, status: 200 });
    }
    expect(titleOf(await (await page("/")).text())).toBe(SEO_PAGES[0].defaultTitle);
  });

  it("answers admin and signed-in pages with 200, kept out of search engines", async () => {
    for (const pathname of [
      "/admin",
      "/admin/seo",
      "/my-sessions",
      "/tactical-drill/abc",
      "/account-settings",
      "/reset-password",
      "/search",
    ]) {
      const response = await page(pathname);
      const html = await response.text();
      expect({ pathname, status: response.status, robots: metaContent(html, "robots") }).toEqual({
        pathname,
        status: 200,
        robots: "noindex",
      });
      expect(titleOf(html)).toBe("Touchline – football session planner for coaches");
    }
  });
});

describe("/sitemap.xml", () => {
  it("lists the public pages, published posts and public sessions with absolute addresses, and nothing private", async () => {
    const publicSession = await createSession({ title: "Sitemap public session" });
    const privateSession = await createSession({ title: "Sitemap private session" }, false);
    const published = await createPost({ title: "Sitemap published post", status: "published" });
    const draft = await createPost({ title: "Sitemap draft post" });

    const response = await t.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const document = xml2js(await response.text(), { compact: false }) as Element;
    const urlset = document.elements?.find((element) => element.name === "urlset");
    expect(urlset?.attributes?.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const entries = (urlset?.elements ?? []).map((url) => ({
      loc: url.elements?.find((child) => child.name === "loc")?.elements?.[0]?.text,
      lastmod: url.elements?.find((child) => child.name === "lastmod")?.elements?.[0]?.text,
    }));
    const locs = entries.map((entry) => entry.loc);
    for (const path of [
      "/",
      "/about",
      "/blog",
      "/feedback",
      "/faq",
      "/tactical-board",
      "/privacy",
      "/terms",
      "/shortcuts",
    ]) {
      expect(locs).toContain(`${TEST_APP_URL}${path}`);
      expect(locs).toContain(`${TEST_APP_URL}${path}?lang=de`);
    }
    // Each language's address names the others, for search engines to show a reader theirs.
    const aboutInSpanish = urlset?.elements?.find(
      (url) => url.elements?.[0]?.elements?.[0]?.text === `${TEST_APP_URL}/about?lang=es`,
    );
    const alternates = (aboutInSpanish?.elements ?? [])
      .filter((child) => child.name === "xhtml:link")
      .map((link) => [link.attributes?.hreflang, link.attributes?.href]);
    expect(alternates).toContainEqual(["en", `${TEST_APP_URL}/about`]);
    expect(alternates).toContainEqual(["pt-BR", `${TEST_APP_URL}/about?lang=pt-BR`]);
    expect(alternates).toHaveLength(7);
    expect(entries).toContainEqual({
      loc: `${TEST_APP_URL}/sessions/${publicSession.id}`,
      lastmod: publicSession.updatedAt,
    });
    expect(entries).toContainEqual({ loc: `${TEST_APP_URL}/blog/${published.slug}`, lastmod: expect.any(String) });
    expect(locs).not.toContain(`${TEST_APP_URL}/sessions/${privateSession.id}`);
    expect(locs).not.toContain(`${TEST_APP_URL}/blog/${draft.slug}`);
    expect(locs.some((loc) => String(loc).includes("/admin") || String(loc).includes("/my-sessions"))).toBe(false);
  });
});

describe("/robots.txt", () => {
  it("lets crawlers read public pages, keeps admin, signed-in pages and the API out, and names the sitemap", async () => {
    const response = await t.request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const line of [
      "Allow: /",
      "Allow: /api/images/",
      "Disallow: /api/",
      "Disallow: /admin",
      "Disallow: /create-session",
      "Disallow: /library",
      "Disallow: /my-sessions",
      "Disallow: /global-library",
      "Disallow: /tactical-drill/",
      "Disallow: /account-settings",
      "Disallow: /messages",
      `Sitemap: ${TEST_APP_URL}/sitemap.xml`,
    ]) {
      expect(lines).toContain(line);
    }
    // "/admin" covers every admin page; public pages are never disallowed.
    expect(lines.filter((line) => line.startsWith("Disallow: /admin"))).toEqual(["Disallow: /admin"]);
    for (const path of ["/about", "/blog", "/sessions/", "/s/", "/tactical-board", "/faq"]) {
      expect(lines).not.toContain(`Disallow: ${path}`);
    }
  });
});
