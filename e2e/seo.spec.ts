import { type Page } from "@playwright/test";
import { E2E_PORT } from "../playwright.config.ts";
import { expect, signInAsAdmin, test, toasts } from "./fixtures.ts";

const APP_URL = `http://localhost:${E2E_PORT}`;
const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
const titleOf = (html: string) => decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const descriptionOf = (html: string) => decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");

test("an SEO title and description set for /about are in the HTML the server sends; unknown paths are 404; the sitemap lists /about", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const title = `About Touchline & its coaches ${stamp}`;
  const description = `Who builds Touchline, and why "coaches first" matters (${stamp}).`;

  await signInAsAdmin(page);
  await page.goto("/admin/seo");
  const about = page.getByRole("form", { name: "About", exact: true });
  await about.getByLabel("Title").fill(title);
  await expect(about.getByText(`${title.length} / 70 characters`)).toBeVisible();
  await about.getByLabel("Description").fill(description);
  await about.getByRole("button", { name: "Save About" }).click();
  await expect(toasts(page).getByText("SEO saved")).toBeVisible();

  // A crawler or a link preview: plain HTTP, no JavaScript.
  const response = await request.get("/about");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(titleOf(html)).toBe(title);
  expect(descriptionOf(html)).toBe(description);
  expect(html).toContain(`<meta property="og:url" content="${APP_URL}/about"`);

  // Once the app runs, the page's own tags replace the server's: never two of a kind.
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  await expect(page.locator("head title")).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);

  const unknown = await request.get(`/no-such-page-${stamp}`);
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('<div id="root">');
  // The browser still shows the app's 404 page there.
  await page.goto(`/no-such-page-${stamp}`);
  await expect(page.getByRole("heading", { name: "This page is off the pitch" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`<loc>${APP_URL}/about</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
});

test("the site search finds a demo session, and says so when nothing matches", async ({ page }) => {
  await page.goto("/search");
  await expect(page.getByText("Type a word to search public sessions, blog posts and the FAQ.")).toBeVisible();
  await page.getByLabel("Search sessions, blog posts and the FAQ").fill("rondos");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=rondos$/);
  const sessions = page.getByRole("region", { name: /^Sessions/ });
  const result = sessions.getByRole("link", { name: "Rondos and Possession: Find the Free Player" });
  await expect(result).toBeVisible();
  await result.click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Rondos and Possession: Find the Free Player" }),
  ).toBeVisible();

  await page.goto("/search?q=print");
  await page.getByRole("region", { name: /^FAQ/ }).getByRole("link", { name: "Can I print my sessions?" }).click();
  await expect(page).toHaveURL(/\/faq#print$/);
  await expect(page.getByText(/exported as a PDF with its pitch diagrams/)).toBeVisible();

  await page.goto("/search?q=zzqxjw");
  await expect(page.getByText("No results for “zzqxjw”")).toBeVisible();
});

/** The landing page as a visitor sees it: the server draws it with its testimonials, if any. */
async function openLandingPage(visitor: Page) {
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
}

test("the landing page shows testimonials only once a super admin has entered one", async ({ page, browser }) => {
  // A fresh run starts without testimonials, and no other story adds any.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await openLandingPage(visitor);
  await expect(visitor.getByRole("heading", { name: "What coaches say" })).toHaveCount(0);
  const sectionLinks = visitor.getByRole("navigation", { name: "Page sections" });
  await expect(sectionLinks.getByRole("button", { name: "FAQ" })).toBeVisible();
  await expect(sectionLinks.getByRole("button", { name: "Testimonials" })).toHaveCount(0);

  await signInAsAdmin(page);
  await page.goto("/admin/seo");
  const add = page.getByRole("form", { name: "Add a testimonial" });
  await add.getByLabel("Name").fill("Maria Camilleri");
  await add.getByLabel("Role (optional)").fill("U12 coach, Valletta");
  await add.getByLabel("Quote").fill("My Tuesday session is planned before the kettle boils.");
  await add.getByLabel("Rating").selectOption("5");
  await add.getByRole("button", { name: "Add testimonial" }).click();
  await expect(toasts(page).getByText("Testimonial added")).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Testimonials" }).getByText("Maria Camilleri", { exact: true }),
  ).toBeVisible();

  await openLandingPage(visitor);
  const section = visitor.getByRole("region", { name: "What coaches say" });
  await expect(
    section.getByText("My Tuesday session is planned before the kettle boils.", { exact: false }),
  ).toBeVisible();
  await expect(section.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  await sectionLinks.getByRole("button", { name: "Testimonials" }).click();
  await expect
    .poll(async () =>
      visitor.evaluate(() => Math.round(document.getElementById("testimonials")!.getBoundingClientRect().top)),
    )
    .toBe(80);

  // Deleting the last quote hides the section again.
  await page.getByRole("button", { name: "Delete the quote of Maria Camilleri" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete this testimonial?" })
    .getByRole("button", { name: "Delete testimonial" })
    .click();
  await expect(toasts(page).getByText("Testimonial deleted")).toBeVisible();
  await openLandingPage(visitor);
  await expect(visitor.getByRole("heading", { name: "What coaches say" })).toHaveCount(0);
  await visitorContext.close();
});
