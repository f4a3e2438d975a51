import { readFileSync } from "node:fs";
import { type APIResponse, type BrowserContext, type Page } from "@playwright/test";
import { pdfText } from "./pdf-text.ts";
import { expect, signInAsAdmin, signUpCoach, test } from "./fixtures.ts";

/**
 * Classic script-injection payloads, each of which, should it ever run, leaves its number in
 * `window.__xss`, asks for `/xss-<n>` or opens a dialog. Every one fits the shortest field it is put in
 * (a name: 80 characters; a tag: 30).
 */
const PAYLOADS = [
  `<script>window.__xss=1;fetch('/xss-1')</script>`,
  `<img src=/xss-2 onerror="window.__xss=2">`,
  `<svg onload="window.__xss=3;fetch('/xss-3')">`,
  `javascript:window.__xss=4;fetch('/xss-4')`,
  `"><script>window.__xss=5</script><img src=/xss-5>`,
  `' onmouseover='window.__xss=6' data-x='`,
  `" autofocus onfocus="window.__xss=7;alert(7)" x="`,
  `{{constructor.constructor('window.__xss=8')()}}`,
  `</title><script>window.__xss=9</script><img src=/xss-9>`,
  `[x](javascript:window.__xss=10)`,
  `<div style="background:url(/xss-11)">x</div>`,
  `<iframe srcdoc="<script>parent.__xss=12</script>">`,
  `&lt;script&gt;window.__xss=13&lt;/script&gt;`,
  `&#60;img src=/xss-14 onerror=window.__xss=14&#62;`,
  `\\u003cimg src=/xss-15 onerror=window.__xss=15\\u003e`,
  `＜script＞window.__xss=16；alert(16)＜/script＞`,
  `<a href="jav&#x09;ascript:window.__xss=17">x</a>`,
  `<math><mtext><table><mglyph><style><img src=/xss-18>`,
  `]]><script>window.__xss=19</script><![CDATA[`,
  `<!--<img src="--><img src=/xss-20 onerror=alert(20)>`,
  `\u202e<img src=/xss-21 onerror=alert(21)>`,
  `<svg><a xlink:href="javascript:alert(22)"><text>x</text></a></svg>`,
];
const payload = (number: number) => PAYLOADS[number - 1]!;
/** Short payloads for tags (at most 30 characters). */
const TAG_PAYLOADS = [`<svg onload=alert(30)>`, `<img src=/xss-31>`];
const ALL_PAYLOADS = PAYLOADS.join("\n\n");
/** A file name is what follows its last slash, so this payload has none. */
const IMAGE_NAME = `<svg onload=alert(32)>.png`;
/** A word only this story's session holds, to find it by search. */
const SEARCH_WORD = "Quokkadrill";
const ONE_PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/** Fractional order keys "a0" … "az": one base-62 digit after the integer part "a". */
const ORDER_DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A diagram with one text object per payload (at most 200 characters each). */
function diagramWithTexts(texts: string[]) {
  const objects = Object.fromEntries(
    texts.map((text, index) => {
      const id = `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`;
      const object = {
        id,
        x: 5 + (index % 4) * 12,
        y: 5 + Math.floor(index / 4) * 10,
        rotation: 0,
        locked: false,
        hidden: false,
        order: `a${ORDER_DIGITS[index]}`,
        kind: "text",
        text,
        fontSize: 2,
        colour: "#ffffff",
      };
      return [id, object];
    }),
  );
  return {
    version: 2,
    pitch: {
      template: "half",
      length: 52.5,
      width: 68,
      orientation: "horizontal",
      surface: "striped",
      showGrid: false,
      gridSize: 5,
    },
    objects,
    frames: [],
  };
}

/** The response, once it has answered `status` (its body is the failure message otherwise). */
async function expectStatus(response: APIResponse, status: number): Promise<APIResponse> {
  expect(response.status(), await response.text()).toBe(status);
  return response;
}

/** Whatever a payload would do if it ran, as this page saw it. */
interface Evidence {
  dialogs: string[];
  requests: string[];
}

function watch(context: BrowserContext): Evidence {
  const evidence: Evidence = { dialogs: [], requests: [] };
  context.on("page", (page) => watchPage(page, evidence));
  for (const page of context.pages()) watchPage(page, evidence);
  return evidence;
}

function watchPage(page: Page, evidence: Evidence) {
  page.on("dialog", (dialog) => {
    evidence.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("request", (request) => {
    if (/\/xss-\d+/.test(request.url())) evidence.requests.push(request.url());
  });
}

/**
 * Nothing ran and nothing was injected: no payload's global, no request, no dialog, and no element that a
 * payload would have made (an event-handler attribute, a script or frame of ours, a `javascript:` link),
 * which catches an injection even where the Content-Security-Policy stopped it from running.
 */
async function expectNothingRan(page: Page, evidence: Evidence, where: string) {
  const found = await page.evaluate(() => {
    const injected: string[] = [];
    for (const element of Array.from(document.querySelectorAll("*"))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        // eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme
        const value = attribute.value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
        if (name.startsWith("on")) injected.push(`${element.tagName} ${name}`);
        if (/^(href|src|xlink:href|action|formaction|data|srcdoc)$/.test(name)) {
          if (value.startsWith("javascript:") || /__xss|\/xss-\d/.test(value)) {
            injected.push(`${element.tagName} ${name}`);
          }
        }
      }
      if (/^(script|iframe|object|embed)$/i.test(element.tagName) && /__xss|\/xss-\d/.test(element.outerHTML)) {
        injected.push(element.tagName);
      }
    }
    return { xss: (window as { __xss?: unknown }).__xss ?? null, injected };
  });
  expect({ where, ...found, ...evidence }).toEqual({ where, xss: null, injected: [], dialogs: [], requests: [] });
}

test("payloads in every field a user writes are shown as text on every page and export, and none runs", async ({
  page,
  browser,
}) => {
  // About 70 s alone on the machine; the margin is for a busy one.
  test.setTimeout(120_000);
  const coachEvidence = watch(page.context());

  // A coach whose name, sessions, drills, board and feedback are all payloads.
  const { email: coachEmail } = await signUpCoach(page);
  const api = page.request;
  await expectStatus(
    await api.patch("/api/account/profile", { data: { firstName: payload(2), lastName: payload(5) } }),
    200,
  );
  const { account } = (await (await expectStatus(await api.get("/api/account"), 200)).json()) as {
    account: { id: string };
  };
  const coachId = account.id;
  const sessionTitle = payload(9);
  const created = await api.post("/api/sessions", {
    data: {
      title: sessionTitle,
      theme: `${SEARCH_WORD}\n\n${ALL_PAYLOADS}`,
      objectives: [payload(1), payload(3), payload(7)],
      topics: TAG_PAYLOADS,
      intensity: "medium",
      blocks: [
        {
          id: "block-1",
          title: payload(6),
          diagram: diagramWithTexts(PAYLOADS.slice(0, 11)),
          organisation: ALL_PAYLOADS,
          coachingPoints: [payload(10), payload(12), payload(16)],
          durationMinutes: 15,
          intensity: "medium",
          progressions: [
            { title: payload(17), description: ALL_PAYLOADS, diagram: diagramWithTexts(PAYLOADS.slice(11)) },
          ],
        },
      ],
    },
  });
  const { session } = (await (await expectStatus(created, 201)).json()) as { session: { id: string } };
  // A post without a body is one a form could send: the browser's Origin header lets it through.
  const sameSite = { Origin: new URL(page.url()).origin };
  await expectStatus(await api.post(`/api/sessions/${session.id}/publish`, { headers: sameSite }), 200);
  const libraryDrill = {
    title: payload(8),
    diagram: diagramWithTexts([payload(1)]),
    organisation: ALL_PAYLOADS,
    coachingPoints: [payload(3)],
    durationMinutes: 10,
    intensity: "low",
    tags: TAG_PAYLOADS,
  };
  await expectStatus(await api.post("/api/drills", { data: libraryDrill }), 201);
  const board = await api.post("/api/tactical-drills", {
    data: { title: payload(5), diagram: diagramWithTexts(PAYLOADS.slice(0, 8)) },
  });
  const { drill: tacticalDrill } = (await (await expectStatus(board, 201)).json()) as { drill: { id: string } };
  await expectStatus(await api.post("/api/feedback", { data: { title: payload(3), description: ALL_PAYLOADS } }), 201);

  // The admin writes a post, a broadcast, SEO text and uploads an image, all payloads too.
  const adminPage = await browser.newPage();
  const adminEvidence = watch(adminPage.context());
  await signInAsAdmin(adminPage);
  const adminApi = adminPage.request;
  const postTitle = payload(19);
  const post = await adminApi.post("/api/admin/blog/posts", {
    data: {
      title: postTitle,
      excerpt: payload(20),
      body: `${ALL_PAYLOADS}\n\n[a link](${payload(4)})\n\n![picture](javascript:alert(40))`,
      tags: TAG_PAYLOADS,
      status: "published",
    },
  });
  const { post: savedPost } = (await (await expectStatus(post, 201)).json()) as { post: { slug: string } };
  await expectStatus(
    await adminApi.post("/api/admin/messages", { data: { title: payload(21), content: ALL_PAYLOADS } }),
    201,
  );
  await expectStatus(
    await adminApi.put("/api/admin/seo", { data: { path: "/about", title: payload(9), description: payload(1) } }),
    200,
  );
  const upload = await adminApi.post("/api/admin/images", {
    headers: sameSite,
    multipart: {
      file: { name: IMAGE_NAME, mimeType: "image/png", buffer: Buffer.from(ONE_PIXEL_PNG, "base64") },
    },
  });
  await expectStatus(upload, 201);

  // Every page that shows them, as the coach.
  const coachPages: Array<{ path: string; shows: string }> = [
    { path: "/", shows: sessionTitle },
    { path: "/", shows: payload(8) },
    { path: "/", shows: payload(5) },
    { path: "/my-sessions", shows: sessionTitle },
    { path: `/sessions/${session.id}`, shows: payload(6) },
    { path: "/global-library", shows: sessionTitle },
    { path: "/library", shows: payload(8) },
    { path: "/feedback", shows: payload(3) },
    { path: "/messages", shows: payload(21) },
    { path: "/blog", shows: postTitle },
    { path: `/blog/${savedPost.slug}`, shows: payload(8) },
    { path: `/search?q=${SEARCH_WORD}`, shows: sessionTitle },
  ];
  for (const { path, shows } of coachPages) {
    await page.goto(path);
    await expect(page.getByText(shows).first(), path).toBeVisible();
    await expectNothingRan(page, coachEvidence, path);
  }

  // The session: every field as written, the pitch's texts, on-the-pitch mode and the PDF.
  await page.goto(`/sessions/${session.id}`);
  await expect(page.getByRole("heading", { level: 1, name: sessionTitle })).toBeVisible();
  for (const text of [payload(1), payload(7), payload(10), payload(16), payload(17), TAG_PAYLOADS[0]!]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(
    page
      .locator("svg text")
      .filter({ hasText: payload(12) })
      .first(),
  ).toBeAttached();
  await page.getByRole("button", { name: "On the pitch" }).click();
  await expect(page.getByText(payload(6)).first()).toBeVisible();
  await expectNothingRan(page, coachEvidence, "on the pitch");
  await page.getByRole("button", { name: "Exit" }).click();
  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export PDF" }).click();
  const pdf = await pdfText((await (await pdfDownload).path())!);
  for (const number of [9, 6, 1]) expect(pdf).toContain(payload(number));

  // The builder, with the drill's drawing in the editor.
  await page.goto(`/create-session?session=${session.id}`);
  await expect(page.getByLabel("Session title")).toHaveValue(sessionTitle);
  await page.getByRole("button", { name: `1 ${payload(6)} 15 min`, exact: true }).click();
  await expect(
    page
      .locator("svg text")
      .filter({ hasText: payload(2) })
      .first(),
  ).toBeAttached();
  await expectNothingRan(page, coachEvidence, "builder");

  // The tactical drill, and its SVG export opened as a document of its own (no CSP there to hide a hole).
  await page.goto(`/tactical-drill/${tacticalDrill.id}`);
  await expect(page.getByLabel("Tactical drill title")).toHaveValue(payload(5));
  await expect(
    page
      .locator("svg text")
      .filter({ hasText: payload(3) })
      .first(),
  ).toBeAttached();
  await expectNothingRan(page, coachEvidence, "tactical drill");
  const svgDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export", exact: true }).click();
  await page.getByRole("menuitem", { name: "Export SVG" }).click();
  const svg = readFileSync((await (await svgDownload).path())!, "utf8");
  const pngDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export", exact: true }).click();
  await page.getByRole("menuitem", { name: "Export PNG" }).click();
  const png = readFileSync((await (await pngDownload).path())!);
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");

  const atom = await (await api.get("/api/blog/feed.xml")).text();
  const documents = await browser.newPage();
  const documentEvidence = watch(documents.context());
  await documents.route("http://documents.test/**", (route) => {
    const feed = route.request().url().endsWith("/feed.xml");
    return route.fulfill({
      contentType: feed ? "application/atom+xml" : "image/svg+xml",
      body: feed ? atom : svg,
    });
  });
  await documents.goto("http://documents.test/board.svg");
  expect(await documents.evaluate(() => document.documentElement.textContent)).toContain(payload(1));
  expect(await documents.evaluate(() => document.documentElement.textContent)).toContain(payload(5));
  await expectNothingRan(documents, documentEvidence, "exported SVG");

  // The Atom feed, loaded as the XML document it is.
  await documents.goto("http://documents.test/feed.xml");
  // A reader takes an entry's `html` title and summary as markup: they must read as the post's text, with no element.
  const entry = await documents.evaluate(
    ({ feed, title }) => {
      const xml = new DOMParser().parseFromString(feed, "application/xml");
      const ours = Array.from(xml.getElementsByTagName("entry")).find((candidate) => {
        const titleElement = candidate.getElementsByTagName("title")[0]!;
        const text = titleElement.textContent ?? "";
        const html = new DOMParser().parseFromString(text, "text/html").body;
        return (titleElement.getAttribute("type") === "html" ? html.textContent : text) === title;
      });
      if (!ours) return null;
      return ["title", "summary"].map((name) => {
        const element = ours.getElementsByTagName(name)[0]!;
        const html = new DOMParser().parseFromString(element.textContent ?? "", "text/html").body;
        return element.getAttribute("type") === "html"
          ? { text: html.textContent, elements: html.querySelectorAll("*").length }
          : { text: element.textContent, elements: 0 };
      });
    },
    { feed: atom, title: postTitle },
  );
  expect(entry).toEqual([
    { text: postTitle, elements: 0 },
    { text: payload(20), elements: 0 },
  ]);
  await expectNothingRan(documents, documentEvidence, "Atom feed");
  await documents.close();

  // The head the server writes for a page (what a crawler or a link preview reads; in the browser the app's
  // own tags replace it), from the SEO fields, a public session and a post: payloads read as written.
  const serverHead = async (path: string) =>
    page.evaluate(
      async (html) => {
        const document = new DOMParser().parseFromString(html, "text/html");
        const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content");
        return {
          title: document.title,
          description: meta('meta[name="description"]'),
          scripts: Array.from(document.scripts).filter((script) => /__xss|xss-/.test(script.outerHTML)).length,
          images: document.images.length,
        };
      },
      await (await api.get(path)).text(),
    );
  expect(await serverHead("/about")).toEqual({ title: payload(9), description: payload(1), scripts: 0, images: 0 });
  expect(await serverHead(`/sessions/${session.id}`)).toMatchObject({
    title: `${sessionTitle} – Touchline`,
    scripts: 0,
    images: 0,
  });
  expect(await serverHead(`/blog/${savedPost.slug}`)).toEqual({
    title: `${postTitle} – Touchline Blog`,
    description: payload(20),
    scripts: 0,
    images: 0,
  });
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expectNothingRan(page, coachEvidence, "/about");

  // The admin's pages, where the coach's name and everyone's text appear.
  // Lists that rank every coach are searched for this one: other stories' coaches may outrank them.
  const adminPages: Array<{ path: string; shows: string; search?: { label: string; text: string } }> = [
    { path: "/admin", shows: postTitle },
    { path: "/admin/users", shows: payload(2) },
    { path: `/admin/users/${coachId}`, shows: payload(5) },
    { path: "/admin/user-analytics", shows: payload(2), search: { label: "Search users", text: coachEmail } },
    { path: "/admin/sessions", shows: sessionTitle },
    { path: "/admin/feedback", shows: payload(3) },
    { path: "/admin/messaging", shows: payload(21) },
    { path: "/admin/blog", shows: postTitle },
    { path: "/admin/images", shows: IMAGE_NAME },
    { path: "/feedback", shows: payload(2) },
  ];
  for (const { path, shows, search } of adminPages) {
    await adminPage.goto(path);
    if (search) await adminPage.getByLabel(search.label).fill(search.text);
    await expect(adminPage.getByText(shows).first(), path).toBeVisible();
    await expectNothingRan(adminPage, adminEvidence, path);
  }
  // The SEO screen holds the payloads as the values of its fields.
  await adminPage.goto("/admin/seo");
  const aboutForm = adminPage.getByRole("form", { name: "About", exact: true });
  await expect(aboutForm.getByLabel("Title", { exact: true })).toHaveValue(payload(9));
  await expect(aboutForm.getByLabel("Description", { exact: true })).toHaveValue(payload(1));
  await expectNothingRan(adminPage, adminEvidence, "/admin/seo");
  await adminPage.close();
});
