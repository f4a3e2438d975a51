import type { APIRequestContext } from "@playwright/test";
import {
  demoSession,
  expect,
  signUpThroughApi,
  test,
  uniqueEmail,
  waitForHydration,
  watchForHydrationProblems,
} from "./fixtures.ts";

/**
 * The public pages arrive drawn: the HTML the server sends already holds the page (its heading, its text,
 * a session's drills), the browser hydrates it without a mismatch, and the page's code is named in that
 * HTML so it loads in one round of requests.
 */

interface DemoContent {
  postSlug: string;
  postTitle: string;
  session: { id: string; shortId: string; title: string; blocks: Array<{ title: string; organisation: string }> };
}

async function demoContent(request: APIRequestContext): Promise<DemoContent> {
  const { session } = (await (await request.get(`/api/sessions/${(await demoSession(request)).id}`)).json()) as {
    session: DemoContent["session"];
  };
  const blog = (await (await request.get("/api/blog/posts")).json()) as {
    posts: Array<{ slug: string; title: string }>;
  };
  return { postSlug: blog.posts[0]!.slug, postTitle: blog.posts[0]!.title, session };
}

interface PublicPage {
  name: string;
  path: (demo: DemoContent) => string;
  status?: number;
  /** Text the served HTML holds before any script runs: the heading first. */
  texts: (demo: DemoContent) => string[];
}

const sessionTexts = ({ session }: DemoContent) => [
  session.title,
  ...session.blocks.map((block) => block.title),
  // The organisation, as the page shows it: its first words are enough to know it is there.
  ...session.blocks.map((block) => block.organisation.slice(0, 40)),
];

const PUBLIC_PAGES: PublicPage[] = [
  { name: "the landing page", path: () => "/", texts: () => ["Plan football sessions the way you see them"] },
  { name: "About", path: () => "/about", texts: () => ["About Us"] },
  { name: "Terms", path: () => "/terms", texts: () => ["Terms of Service"] },
  { name: "Privacy", path: () => "/privacy", texts: () => ["Privacy Policy"] },
  { name: "FAQ", path: () => "/faq", texts: () => ["FAQ & Help", "Can I print my sessions?"] },
  { name: "Shortcuts", path: () => "/shortcuts", texts: () => ["Keyboard Shortcuts"] },
  { name: "Contact", path: () => "/feedback", texts: () => ["Feedback & Feature Requests"] },
  { name: "the blog", path: () => "/blog", texts: (demo) => ["Blog", demo.postTitle] },
  { name: "a blog post", path: (demo) => `/blog/${demo.postSlug}`, texts: (demo) => [demo.postTitle] },
  { name: "a public session", path: (demo) => `/sessions/${demo.session.id}`, texts: sessionTexts },
  { name: "a share link", path: (demo) => `/s/${demo.session.shortId}`, texts: sessionTexts },
  {
    name: "search",
    path: () => "/search?q=rondos",
    texts: () => ["Search", "Rondos and Possession: Find the Free Player"],
  },
  {
    name: "the missing page",
    path: () => "/no-such-page",
    status: 404,
    texts: () => ["This page is off the pitch"],
  },
];

/** The text of the HTML's root, tags taken out and entities read, as a reader without JavaScript sees it. */
function rootTextOf(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  return root
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"' })[name]!)
    .replace(/\s+/g, " ");
}

const modulePreloadsOf = (html: string) =>
  [...html.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]*(?:href|src)="([^"]+)"/g)].map(
    (match) => match[1]!,
  );

for (const { name, path, status = 200, texts } of PUBLIC_PAGES) {
  test(`${name} is sent drawn, with its code preloaded, and hydrates without a mismatch`, async ({ page, request }) => {
    const demo = await demoContent(request);
    const response = await request.get(path(demo));
    expect(response.status()).toBe(status);
    // Drawn for a signed-out visitor: no cache may keep it for someone else, nor for the coach once signed in.
    expect(response.headers()["cache-control"]).toBe("private, no-cache");
    expect(response.headers()["vary"]).toMatch(/cookie/i);
    const html = await response.text();
    const text = rootTextOf(html);
    for (const expected of texts(demo)) expect(text, `the HTML of ${path(demo)}`).toContain(expected);

    const problems = watchForHydrationProblems(page);
    const scripts: string[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() === "script") scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto(path(demo));
    await expect(page.getByRole("heading", { level: 1, name: texts(demo)[0] })).toBeVisible();
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(problems, `hydrating ${path(demo)}`).toEqual([]);

    // The code the page ran to hydrate was all named in its HTML: no chain of imports after it. What
    // loads once the page has (the offline worker's registration) is not the page's own code.
    const preloaded = new Set(modulePreloadsOf(html));
    const late = scripts.filter((script) => !preloaded.has(script) && !/register-service-worker|workbox/.test(script));
    expect(late, `scripts ${path(demo)} fetched that its HTML did not preload`).toEqual([]);
  });
}

test("a signed-in coach gets public pages drawn in the browser, with their account in the header", async ({ page }) => {
  const account = { email: uniqueEmail("ssr"), password: "tuesday-rondo-drill", firstName: "Sam", lastName: "Shell" };
  await signUpThroughApi(page.request, account);
  const served = await page.request.get("/about");
  expect(await served.text()).toContain('<div id="root"></div>');

  const problems = watchForHydrationProblems(page);
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  await expect(page.getByRole("button", { name: /User menu/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log In" })).toHaveCount(0);
  expect(problems).toEqual([]);
});
