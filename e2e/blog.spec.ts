import { deflateSync } from "node:zlib";
import { type Page } from "@playwright/test";
import { expect, signInAsAdmin, test, toasts } from "./fixtures.ts";

/** The standard CRC-32 that PNG chunks end with. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real PNG of `size` × `size` green pixels, built byte by byte (no image library in the browser tests). */
function greenPng(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [34, 197, 94]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const SCRIPT_PAYLOAD = "<script>window.__pwned=1</script>";
const IMG_PAYLOAD = '<img src=x onerror="window.__pwned=1">';

/** Every href on the page that a browser would run as script. */
const scriptHrefs = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll("[href], [src]"))
      .map((element) => element.getAttribute("href") ?? element.getAttribute("src") ?? "")
      // eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme
      .filter((url) => /^javascript:/i.test(url.replace(/[\u0000-\u0020]/g, ""))),
  );

async function writePost(page: Page, { title, excerpt, body }: { title: string; excerpt: string; body: string }) {
  await page.goto("/admin/blog");
  await page.getByRole("link", { name: "New post" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill(excerpt);
  await page.getByLabel("Tags").fill("safety, e2e");
  await page.getByLabel("Body (Markdown)").fill(body);
}

test("an admin publishes a post with a script payload; visitors see it as text, and nothing runs", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const unique = Date.now().toString(36);
  const title = `Half-time talk checklist ${unique}`;
  const excerpt = `Five things to say at the break (${unique}).`;
  const body = [
    "## Before you speak",
    "",
    SCRIPT_PAYLOAD,
    "",
    IMG_PAYLOAD,
    "",
    "Let them drink first. [Dangerous link](javascript:window.__pwned=1) and a **bold** point.",
    "",
    "- One picture",
    "- One task",
  ].join("\n");

  await signInAsAdmin(page);
  await writePost(page, { title, excerpt, body });

  // The live preview renders the Markdown as the post will look, payloads as plain text.
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Before you speak" })).toBeVisible();
  await expect(preview.getByText(SCRIPT_PAYLOAD)).toBeVisible();
  await expect(preview.getByText(IMG_PAYLOAD)).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("bold");
  await expect(preview.getByText("Dangerous link")).toBeVisible();
  await expect(preview.getByRole("link", { name: "Dangerous link" })).toHaveCount(0);
  await expect(preview.locator("script, img")).toHaveCount(0);
  await expect(page.getByLabel("Slug")).toHaveAccessibleDescription(/\/blog\/half-time-talk-checklist/);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(toasts(page).getByText("Post published")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog\?post=/);
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();

  // A visitor, signed out, in a browser of their own.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto("/blog");
  await expect(visitor).toHaveTitle("Blog – Touchline");
  await expect(visitor.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveCount(1);
  const card = visitor.getByRole("listitem", { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText(excerpt)).toBeVisible();
  await card.getByRole("link", { name: title }).click();

  await expect(visitor).toHaveURL(/\/blog\/half-time-talk-checklist-/);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText(SCRIPT_PAYLOAD)).toBeVisible();
  await expect(visitor.getByText(IMG_PAYLOAD)).toBeVisible();
  await expect(visitor.locator("article script, article img")).toHaveCount(0);
  await expect(visitor.getByRole("link", { name: "Dangerous link" })).toHaveCount(0);
  expect(await scriptHrefs(visitor)).toEqual([]);
  expect(await visitor.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();

  // Meta tags of this post.
  await expect(visitor).toHaveTitle(`${title} – Touchline Blog`);
  await expect(visitor.locator('meta[name="description"]')).toHaveCount(1);
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute("content", excerpt);
  await expect(visitor.getByRole("navigation", { name: "Breadcrumb" }).getByText(title)).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(visitor.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute("href", visitor.url());

  // The Atom feed carries it too.
  const feed = await visitor.request.get("/api/blog/feed.xml");
  expect(feed.headers()["content-type"]).toMatch(/application\/atom\+xml/);
  expect(await feed.text()).toContain(`${new URL(visitor.url()).pathname}`);

  // An unknown slug is a friendly, unindexed dead end with a way back.
  await visitor.goto(`/blog/no-such-post-${unique}`);
  await expect(visitor.getByRole("heading", { name: "This post is not on the blog" })).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await visitor.getByRole("link", { name: "Back to the blog" }).click();
  await expect(visitor).toHaveURL(/\/blog$/);

  // Unpublished, it is gone for visitors.
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(toasts(page).getByText("Post unpublished")).toBeVisible();
  await visitor.goto("/blog");
  await expect(visitor.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  await expect(visitor.getByRole("listitem", { name: title })).toHaveCount(0);
  await visitorContext.close();
});

test("an admin uploads a picture, refuses a fake one, uses it as a cover, and deletes it", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const unique = Date.now().toString(36);
  const fileName = `cones-${unique}.png`;
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAsAdmin(page);
  await page.goto("/admin/images");

  await page.getByLabel("Image file").setInputFiles({ name: fileName, mimeType: "image/png", buffer: greenPng(16) });
  await expect(toasts(page).getByText("Image uploaded")).toBeVisible();
  const card = page.getByRole("listitem", { name: fileName });
  await expect(card).toBeVisible();
  await expect(card.getByText("16 × 16 px")).toBeVisible();
  await expect
    .poll(() => card.getByRole("img", { name: fileName }).evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(16);

  await card.getByRole("button", { name: `Copy Markdown for ${fileName}` }).click();
  await expect(toasts(page).getByText("Markdown copied")).toBeVisible();
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toMatch(new RegExp(`^!\\[cones-${unique}\\]\\(/api/images/[A-Za-z0-9-]+\\)$`));

  // A script wearing a PNG's name and type is refused, with the reason on screen.
  await page
    .getByLabel("Image file")
    .setInputFiles({ name: "holiday.png", mimeType: "image/png", buffer: Buffer.from("<script>alert(1)</script>") });
  await expect(page.getByRole("alert").filter({ hasText: '"holiday.png" was not uploaded' })).toContainText(
    "Only PNG, JPEG and WebP",
  );
  await expect(page.getByRole("listitem", { name: "holiday.png" })).toHaveCount(0);

  // The picture as a post's cover and inline image.
  const title = `Cone layouts ${unique}`;
  await page.goto("/admin/blog?post=new");
  await page.getByLabel("Title").fill(title);
  const coverSelect = page.getByLabel("Cover image");
  const coverOption = coverSelect.locator("option", { hasText: fileName });
  await expect(coverOption).toHaveCount(1);
  await coverSelect.selectOption((await coverOption.getAttribute("value"))!);
  await page.getByLabel("Body (Markdown)").fill(`Set-up:\n\n${markdown}`);
  // Images load as they come near the screen: bring the preview into view.
  const preview = page.getByRole("region", { name: "Preview" });
  await preview.scrollIntoViewIfNeeded();
  await expect(preview.getByRole("img", { name: `cones-${unique}` })).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(toasts(page).getByText("Post published")).toBeVisible();

  await page.goto("/blog");
  const postCard = page.getByRole("listitem", { name: title });
  await expect(postCard).toBeVisible();
  await postCard.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const imageUrl = markdown.slice(markdown.indexOf("(") + 1, -1);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    `${new URL(page.url()).origin}${imageUrl}`,
  );
  await page.getByText("Set-up:").scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      page.getByRole("img", { name: `cones-${unique}` }).evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBe(16);

  // Deleted, it leaves the library and is no longer served.
  await page.goto("/admin/images");
  await page
    .getByRole("listitem", { name: fileName })
    .getByRole("button", { name: `Delete ${fileName}` })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete image" }).click();
  await expect(toasts(page).getByText("Image deleted")).toBeVisible();
  await expect(page.getByRole("listitem", { name: fileName })).toHaveCount(0);
  const gone = await page.request.get(imageUrl);
  expect(gone.status()).toBe(404);
});
