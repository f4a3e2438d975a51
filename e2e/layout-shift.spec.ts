import { type Browser, type Page } from "@playwright/test";
import { demoSession, expect, test } from "./fixtures.ts";

/**
 * Nothing jumps: on every public page, from the first paint through load and two seconds after, the
 * cumulative layout shift stays under 0.05 (Google's "good" is 0.1), at a phone's and a laptop's size.
 */

const MAX_LAYOUT_SHIFT = 0.05;
const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1280, height: 720 },
];

/** Adds up every layout shift not caused by input, from before the page's first script. */
const RECORD_LAYOUT_SHIFTS = `(() => {
  window.__layoutShift = { total: 0, moved: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShift.total += entry.value;
      for (const source of entry.sources ?? []) {
        const node = source.node;
        window.__layoutShift.moved.push(node ? node.nodeName + (node.id ? "#" + node.id : "") : "?");
      }
    }
  }).observe({ type: "layout-shift", buffered: true });
})()`;

async function layoutShiftOf(browser: Browser, baseURL: string, path: string, size: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport: size });
  try {
    const page: Page = await context.newPage();
    await page.addInitScript({ content: RECORD_LAYOUT_SHIFTS });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForTimeout(2_000);
    return (await page.evaluate("window.__layoutShift")) as { total: number; moved: string[] };
  } finally {
    await context.close();
  }
}

/** The public pages, the ones that need a session or a post named from the demo content. */
const PUBLIC_PAGES: Array<{ name: string; path: (demo: DemoContent) => string }> = [
  { name: "the landing page", path: () => "/" },
  { name: "About", path: () => "/about" },
  { name: "FAQ", path: () => "/faq" },
  { name: "Privacy", path: () => "/privacy" },
  { name: "the blog", path: () => "/blog" },
  { name: "a blog post", path: (demo) => `/blog/${demo.postSlug}` },
  { name: "a public session", path: (demo) => `/sessions/${demo.sessionId}` },
  { name: "a share link", path: (demo) => `/s/${demo.shortId}` },
  { name: "search", path: () => "/search?q=rondo" },
  { name: "the missing page", path: () => "/no-such-page" },
];

interface DemoContent {
  postSlug: string;
  sessionId: string;
  shortId: string;
}

for (const { name, path } of PUBLIC_PAGES) {
  test(`${name} arrives without moving: layout shift under ${MAX_LAYOUT_SHIFT} on a phone and a laptop`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const session = await demoSession(request);
    const blog = (await (await request.get("/api/blog/posts")).json()) as { posts: Array<{ slug: string }> };
    const demo = { postSlug: blog.posts[0]!.slug, sessionId: session.id, shortId: session.shortId };
    for (const size of SIZES) {
      const shift = await layoutShiftOf(browser, baseURL!, path(demo), size);
      expect(
        shift.total,
        `${path(demo)} at ${size.name} size moved ${[...new Set(shift.moved)].join(", ")}`,
      ).toBeLessThan(MAX_LAYOUT_SHIFT);
    }
  });
}
