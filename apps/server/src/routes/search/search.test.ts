import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The app first: it teaches zod the OpenAPI extension before the contracts build their schemas.
import { createTestApp, readJson, type TestApp } from "../../../test/test-app.ts";
import { SEARCH_PAGE_SIZE } from "@touchline/contracts";
import { block, sessionBody } from "../../../test/session-test-fixtures.ts";

type User = Awaited<ReturnType<TestApp["signUp"]>>;
let t: TestApp;
let coach: User;
let admin: User;
beforeAll(async () => {
  t = await createTestApp();
  coach = await t.signUp();
  admin = await t.signUpWithRole("admin");
});
afterAll(() => t.close());

async function createSession(overrides: Record<string, unknown>, publish: boolean): Promise<any> {
  const created = await t.request("/api/sessions", { body: sessionBody(overrides), cookie: coach.cookie });
  expect(created.status).toBe(201);
  const { session } = await readJson(created);
  if (publish)
    expect(
      (await t.request(`/api/sessions/${session.id}/publish`, { method: "POST", cookie: coach.cookie })).status,
    ).toBe(200);
  return session;
}

async function createPost(body: Record<string, unknown>): Promise<any> {
  const response = await t.request("/api/admin/blog/posts", { body: { tags: [], ...body }, cookie: admin.cookie });
  expect(response.status).toBe(201);
  return (await readJson(response)).post;
}

async function search(q: string, page?: number): Promise<any> {
  const response = await t.request(`/api/search?q=${encodeURIComponent(q)}${page ? `&page=${page}` : ""}`);
  expect(response.status).toBe(200);
  return readJson(response);
}

describe("site search", () => {
  it("finds a public session, a published post and a FAQ entry, never a private session or a draft", async () => {
    const visible = await createSession(
      { title: "Gegenpressing waves", blocks: [block({ title: "Wave drill" })] },
      true,
    );
    const hidden = await createSession({ title: "Gegenpressing secrets" }, false);
    const post = await createPost({
      title: "Why gegenpressing works",
      excerpt: "Win it back high.",
      body: "Pressing after losing the ball.",
      status: "published",
    });
    await createPost({ title: "Gegenpressing draft", body: "Not yet." });

    const result = await search("gegenpressing");
    expect(result.sessions.results.map((s: { id: string }) => s.id)).toEqual([visible.id]);
    expect(result.sessions.total).toBe(1);
    expect(result.sessions.results.map((s: { id: string }) => s.id)).not.toContain(hidden.id);
    expect(result.posts).toEqual({
      results: [{ slug: post.slug, title: post.title, excerpt: "Win it back high.", publishedAt: post.publishedAt }],
      total: 1,
    });

    const faq = await search("print");
    expect(faq.faq.results[0]).toMatchObject({
      id: "print",
      question: "Can I print my sessions?",
      groupTitle: "Sharing and printing",
    });
    // Links in answers read as their words.
    const password = await search("forgot password");
    expect(password.faq.results[0].id).toBe("forgot-password");
    expect(password.faq.results[0].answer).toMatch(/^Use Forgot password and enter/);
  });

  it("searches a post's body, and finds words as they are being typed", async () => {
    const post = await createPost({
      title: "Small-sided games",
      body: "The overload teaches triangles.",
      status: "published",
    });
    expect((await search("triangles")).posts.results.map((p: { slug: string }) => p.slug)).toContain(post.slug);
    expect((await search("triang")).posts.results.map((p: { slug: string }) => p.slug)).toContain(post.slug);
  });

  it("answers an empty search with nothing, and a long one with a clear error", async () => {
    const empty = await search("");
    expect(empty).toMatchObject({
      sessions: { results: [], total: 0 },
      posts: { results: [], total: 0 },
      faq: { results: [], total: 0 },
    });
    const tooLong = await t.request(`/api/search?q=${"a".repeat(201)}`);
    expect(tooLong.status).toBe(400);
    expect((await search("zzqxw nothing matches this")).faq.total).toBe(0);
  });

  it("pages each group alike", async () => {
    for (let index = 0; index < SEARCH_PAGE_SIZE + 2; index += 1)
      await createSession({ title: `Catenaccio lesson ${index}` }, true);
    const first = await search("catenaccio");
    expect(first.sessions.results).toHaveLength(SEARCH_PAGE_SIZE);
    expect(first.sessions.total).toBe(SEARCH_PAGE_SIZE + 2);
    const second = await search("catenaccio", 2);
    expect(second.sessions.results).toHaveLength(2);
    expect(second.page).toBe(2);
  });
});
