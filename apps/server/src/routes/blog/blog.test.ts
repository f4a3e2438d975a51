import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { xml2js, type Element } from "xml-js";
// The app first: it teaches zod the OpenAPI extension before the contracts build their schemas.
import { createTestApp, readJson, TEST_APP_URL, type TestApp } from "../../../test/test-app.ts";
import { BLOG_FEED_PATH } from "@touchline/contracts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signUp"]>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUpWithRole("admin");
});
afterAll(() => t.close());

let postCounter = 0;
/** A post body with a title (and so a derived slug) no other test uses. */
function postBody(overrides: Record<string, unknown> = {}) {
  postCounter += 1;
  return {
    title: `Pressing triggers for U14s, part ${postCounter}`,
    excerpt: "When to press and who goes first.",
    body: "## Why press\n\nWin the ball **high**.\n\n- Trigger one\n- Trigger two",
    tags: ["pressing", "U14"],
    ...overrides,
  };
}

async function createPost(overrides: Record<string, unknown> = {}): Promise<any> {
  const response = await t.request("/api/admin/blog/posts", { body: postBody(overrides), cookie: admin.cookie });
  expect(response.status).toBe(201);
  return (await readJson(response)).post;
}

async function publicList(query = ""): Promise<any> {
  const response = await t.request(`/api/blog/posts${query}`);
  expect(response.status).toBe(200);
  return readJson(response);
}

async function feedEntries(): Promise<Element[]> {
  const response = await t.request(BLOG_FEED_PATH);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/atom\+xml/);
  // xml2js throws on anything that is not well-formed XML.
  const document = xml2js(await response.text(), { compact: false }) as Element;
  const feed = document.elements?.find((element) => element.name === "feed");
  expect(feed?.attributes?.xmlns).toBe("http://www.w3.org/2005/Atom");
  return feed?.elements?.filter((element) => element.name === "entry") ?? [];
}

const childText = (element: Element, name: string) =>
  element.elements
    ?.find((child) => child.name === name)
    ?.elements?.map((node) => node.text ?? node.cdata ?? "")
    .join("");

describe("who may write the blog", () => {
  it("lets only admins create, edit, publish, unpublish, delete and list drafts", async () => {
    const post = await createPost();
    const coach = await t.signUp();
    const moderator = await t.signUpWithRole("moderator");
    const attempts: { path: string; method: string; body?: unknown }[] = [
      { path: "/api/admin/blog/posts", method: "GET" },
      { path: "/api/admin/blog/posts", method: "POST", body: postBody() },
      { path: `/api/admin/blog/posts/${post.id}`, method: "GET" },
      { path: `/api/admin/blog/posts/${post.id}`, method: "PUT", body: postBody({ title: "Hijacked" }) },
      { path: `/api/admin/blog/posts/${post.id}/publish`, method: "POST" },
      { path: `/api/admin/blog/posts/${post.id}/unpublish`, method: "POST" },
      { path: `/api/admin/blog/posts/${post.id}`, method: "DELETE" },
    ];
    for (const [who, cookie, status, code] of [
      ["visitor", undefined, 401, "UNAUTHENTICATED"],
      ["coach", coach.cookie, 403, "FORBIDDEN"],
      ["moderator", moderator.cookie, 403, "FORBIDDEN"],
    ] as const) {
      for (const attempt of attempts) {
        const response = await t.request(attempt.path, { method: attempt.method, body: attempt.body, cookie });
        expect({ who, ...attempt, status: response.status, code: (await readJson(response)).error?.code }).toEqual({
          who,
          ...attempt,
          status,
          code,
        });
      }
    }
    // Nothing changed.
    const after = await readJson(await t.request(`/api/admin/blog/posts/${post.id}`, { cookie: admin.cookie }));
    expect(after.post).toMatchObject({ title: post.title, status: "draft", publishedAt: null });
  });

  it("credits the admin who wrote the post and fills in the slug from the title", async () => {
    const post = await createPost({ title: "  Técnica: Rondos & Width!  ", slug: "" });
    expect(post).toMatchObject({
      title: "Técnica: Rondos & Width!",
      slug: "tecnica-rondos-width",
      authorName: `${admin.firstName} ${admin.lastName}`,
      status: "draft",
      publishedAt: null,
      tags: ["pressing", "U14"],
      coverImageId: null,
      coverImageUrl: null,
    });
  });
});

describe("drafts and publishing", () => {
  it("keeps drafts out of the public list, the slug route and the feed until published", async () => {
    const draft = await createPost({ title: "Secret draft about set pieces" });
    expect(draft.status).toBe("draft");
    expect((await publicList("?pageSize=50")).posts.map((post: any) => post.id)).not.toContain(draft.id);
    const bySlug = await t.request(`/api/blog/posts/${draft.slug}`);
    expect(bySlug.status).toBe(404);
    expect((await readJson(bySlug)).error.code).toBe("NOT_FOUND");
    expect((await feedEntries()).map((entry) => childText(entry, "title"))).not.toContain(draft.title);
    // Admins still see it.
    const adminList = await readJson(await t.request("/api/admin/blog/posts?pageSize=50", { cookie: admin.cookie }));
    expect(adminList.posts.map((post: any) => post.id)).toContain(draft.id);

    const published = await readJson(
      await t.request(`/api/admin/blog/posts/${draft.id}/publish`, { method: "POST", cookie: admin.cookie }),
    );
    expect(published.post.status).toBe("published");
    expect(Date.parse(published.post.publishedAt)).not.toBeNaN();
    const visible = await readJson(await t.request(`/api/blog/posts/${draft.slug}`));
    expect(visible.post).toMatchObject({ id: draft.id, title: draft.title, body: draft.body, status: "published" });
    expect((await feedEntries()).map((entry) => childText(entry, "title"))).toContain(draft.title);

    const unpublished = await readJson(
      await t.request(`/api/admin/blog/posts/${draft.id}/unpublish`, { method: "POST", cookie: admin.cookie }),
    );
    expect(unpublished.post).toMatchObject({ status: "draft", publishedAt: published.post.publishedAt });
    expect((await t.request(`/api/blog/posts/${draft.slug}`)).status).toBe(404);
    expect((await publicList("?pageSize=50")).posts.map((post: any) => post.id)).not.toContain(draft.id);
    expect((await feedEntries()).map((entry) => childText(entry, "title"))).not.toContain(draft.title);

    // Published again: the first date stays, so the post keeps its place.
    const again = await readJson(
      await t.request(`/api/admin/blog/posts/${draft.id}/publish`, { method: "POST", cookie: admin.cookie }),
    );
    expect(again.post.publishedAt).toBe(published.post.publishedAt);
  });

  it("publishes through a save with status published, and unpublishes the same way", async () => {
    const post = await createPost({ status: "published" });
    expect(post.status).toBe("published");
    expect(post.publishedAt).not.toBeNull();
    const edited = await readJson(
      await t.request(`/api/admin/blog/posts/${post.id}`, {
        method: "PUT",
        body: postBody({ title: post.title, slug: post.slug, body: "Rewritten.", status: "published" }),
        cookie: admin.cookie,
      }),
    );
    expect(edited.post).toMatchObject({ body: "Rewritten.", status: "published", publishedAt: post.publishedAt });
    const drafted = await readJson(
      await t.request(`/api/admin/blog/posts/${post.id}`, {
        method: "PUT",
        body: postBody({ title: post.title, slug: post.slug, status: "draft" }),
        cookie: admin.cookie,
      }),
    );
    expect(drafted.post.status).toBe("draft");
    expect((await t.request(`/api/blog/posts/${post.slug}`)).status).toBe(404);
  });

  it("deletes a post for good", async () => {
    const post = await createPost({ status: "published" });
    const response = await t.request(`/api/admin/blog/posts/${post.id}`, { method: "DELETE", cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect((await t.request(`/api/blog/posts/${post.slug}`)).status).toBe(404);
    expect((await t.request(`/api/admin/blog/posts/${post.id}`, { cookie: admin.cookie })).status).toBe(404);
    expect(
      (await t.request(`/api/admin/blog/posts/${post.id}`, { method: "DELETE", cookie: admin.cookie })).status,
    ).toBe(404);
  });
});

describe("slugs and validation", () => {
  it("refuses a slug another post uses, on create and on update, with a field error", async () => {
    const first = await createPost({ slug: "rondo-basics" });
    const duplicate = await t.request("/api/admin/blog/posts", {
      body: postBody({ slug: "rondo-basics" }),
      cookie: admin.cookie,
    });
    expect(duplicate.status).toBe(409);
    const body = await readJson(duplicate);
    expect(body.error).toMatchObject({ code: "CONFLICT", fields: { slug: expect.stringContaining("rondo-basics") } });

    // A blank slug derived from a title that is taken is refused the same way.
    const titled = await createPost({ title: "Width in possession" });
    expect(titled.slug).toBe("width-in-possession");
    const sameTitle = await t.request("/api/admin/blog/posts", {
      body: postBody({ title: "Width in possession" }),
      cookie: admin.cookie,
    });
    expect(sameTitle.status).toBe(409);
    expect((await readJson(sameTitle)).error.fields.slug).toContain("width-in-possession");

    const second = await createPost();
    const clash = await t.request(`/api/admin/blog/posts/${second.id}`, {
      method: "PUT",
      body: postBody({ slug: "rondo-basics" }),
      cookie: admin.cookie,
    });
    expect(clash.status).toBe(409);
    expect((await readJson(clash)).error.fields.slug).toContain("rondo-basics");
    // Keeping its own slug is no conflict.
    const own = await t.request(`/api/admin/blog/posts/${first.id}`, {
      method: "PUT",
      body: postBody({ slug: "rondo-basics" }),
      cookie: admin.cookie,
    });
    expect(own.status).toBe(200);
  });

  it("names the field for a bad title, slug, excerpt, body, tag or cover", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "   " }, "title"],
      [{ title: "x".repeat(201) }, "title"],
      [{ slug: "Has Spaces" }, "slug"],
      [{ slug: "UPPER" }, "slug"],
      [{ slug: "a".repeat(101) }, "slug"],
      [{ excerpt: "x".repeat(501) }, "excerpt"],
      [{ body: "x".repeat(100_001) }, "body"],
      [{ tags: ["x".repeat(31)] }, "tags.0"],
      [{ status: "scheduled" }, "status"],
    ];
    for (const [overrides, field] of cases) {
      const response = await t.request("/api/admin/blog/posts", { body: postBody(overrides), cookie: admin.cookie });
      const body = await readJson(response);
      expect({ field, status: response.status, hasField: field in (body.error.fields ?? {}) }).toEqual({
        field,
        status: 400,
        hasField: true,
      });
    }
    const missingCover = await t.request("/api/admin/blog/posts", {
      body: postBody({ coverImageId: "no-such-image" }),
      cookie: admin.cookie,
    });
    expect(missingCover.status).toBe(400);
    expect((await readJson(missingCover)).error.fields.coverImageId).toMatch(/cover image/);
  });
});

describe("the public blog", () => {
  it("lists published posts newest first, in pages, with a total", async () => {
    // Alone in a database of its own so the totals are exact.
    const own = await createTestApp();
    try {
      const ownAdmin = await own.signUpWithRole("admin");
      const titles: string[] = [];
      for (let index = 1; index <= 5; index += 1) {
        const title = `Paged post ${index}`;
        const created = await own.request("/api/admin/blog/posts", {
          body: postBody({ title }),
          cookie: ownAdmin.cookie,
        });
        const { post } = await readJson(created);
        await own.request(`/api/admin/blog/posts/${post.id}/publish`, { method: "POST", cookie: ownAdmin.cookie });
        titles.push(title);
      }
      await own.request("/api/admin/blog/posts", { body: postBody({ title: "Paged draft" }), cookie: ownAdmin.cookie });
      const newestFirst = [...titles].reverse();

      const page1 = await readJson(await own.request("/api/blog/posts?page=1&pageSize=2"));
      const page2 = await readJson(await own.request("/api/blog/posts?page=2&pageSize=2"));
      const page3 = await readJson(await own.request("/api/blog/posts?page=3&pageSize=2"));
      const page4 = await readJson(await own.request("/api/blog/posts?page=4&pageSize=2"));
      expect([page1, page2, page3, page4].map((page) => page.total)).toEqual([5, 5, 5, 5]);
      expect([...page1.posts, ...page2.posts, ...page3.posts].map((post: any) => post.title)).toEqual(newestFirst);
      expect(page4.posts).toEqual([]);
      expect(page1).toMatchObject({ page: 1, pageSize: 2 });
      // Lists leave the body out.
      expect(page1.posts[0].body).toBeUndefined();
      expect((await own.request("/api/blog/posts?page=0")).status).toBe(400);
    } finally {
      await own.close();
    }
  });

  it("serves a valid Atom feed of the published posts with absolute links on APP_URL", async () => {
    const post = await createPost({
      status: "published",
      title: "Feed <check> & escape",
      excerpt: "Summary with <b>markup</b>",
    });
    const entries = await feedEntries();
    // Titles and summaries are typed html: plain text with markup in it arrives escaped, as text.
    const entry = entries.find((candidate) => childText(candidate, "title") === "Feed &lt;check&gt; &amp; escape");
    expect(entry).toBeDefined();
    const link = entry!.elements?.find((child) => child.name === "link")?.attributes?.href;
    expect(link).toBe(`${TEST_APP_URL}/blog/${post.slug}`);
    expect(childText(entry!, "summary")).toBe("Summary with &lt;b&gt;markup&lt;/b&gt;");
    expect(childText(entry!, "id")).toBe(`${TEST_APP_URL}/blog/${post.slug}`);
    expect(entries.length).toBeLessThanOrEqual(20);
    for (const candidate of entries) expect(Date.parse(childText(candidate, "updated") ?? "")).not.toBeNaN();
  });
});
