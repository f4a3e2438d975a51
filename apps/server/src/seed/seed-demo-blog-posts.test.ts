import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPosts, serverSettings } from "../db/schema.ts";
import { freshTestApps, readJson } from "../../test/test-app.ts";
import { DEMO_BLOG_POSTS } from "./demo-blog-posts.ts";
import { DEMO_AUTHOR, DEMO_SESSIONS } from "./demo-sessions.ts";
import { DEMO_BLOG_POSTS_MARKER, seedDemoBlogPosts } from "./seed-demo-blog-posts.ts";
import { DEMO_CONTENT_MARKER, seedDemoContent } from "./seed-demo-content.ts";

/** Each test gets a database of its own: seeding is once per database. */
const freshApp = freshTestApps();

const demo = { posts: DEMO_BLOG_POSTS, authorId: DEMO_AUTHOR.id };

describe("seeding the demo blog posts", () => {
  it("publishes the shipped posts once, credited to the demo author, as main.ts does at boot", async () => {
    const t = await freshApp();
    await seedDemoContent({ db: t.deps.db }, { author: DEMO_AUTHOR, sessions: DEMO_SESSIONS });
    const lines: string[] = [];
    expect(await seedDemoBlogPosts({ db: t.deps.db, log: (line) => lines.push(line) }, demo)).toEqual({
      status: "seeded",
      postCount: DEMO_BLOG_POSTS.length,
    });
    expect(lines).toEqual([`Demo content: ${DEMO_BLOG_POSTS.length} blog posts published.`]);

    const list = await readJson(await t.request("/api/blog/posts?pageSize=50"));
    expect(list.total).toBe(DEMO_BLOG_POSTS.length);
    expect(list.posts.map((post: any) => post.title)).toEqual(DEMO_BLOG_POSTS.map((post) => post.title));
    for (const post of list.posts) {
      expect(post).toMatchObject({
        status: "published",
        authorName: `${DEMO_AUTHOR.firstName} ${DEMO_AUTHOR.lastName}`,
      });
      expect(post.excerpt.length).toBeGreaterThan(50);
    }
    const first = await readJson(await t.request(`/api/blog/posts/${list.posts[0].slug}`));
    expect(first.post.body).toMatch(/^## /m);

    expect(await seedDemoBlogPosts({ db: t.deps.db }, demo)).toEqual({ status: "already-seeded" });
    expect(await t.deps.db.select({ id: blogPosts.id }).from(blogPosts)).toHaveLength(DEMO_BLOG_POSTS.length);
  });

  it("reaches databases that already had their demo sessions, and has a marker of its own", async () => {
    const t = await freshApp();
    await seedDemoContent({ db: t.deps.db }, { author: DEMO_AUTHOR, sessions: DEMO_SESSIONS });
    expect(await seedDemoContent({ db: t.deps.db }, { author: DEMO_AUTHOR, sessions: DEMO_SESSIONS })).toEqual({
      status: "already-seeded",
    });
    expect((await seedDemoBlogPosts({ db: t.deps.db }, demo)).status).toBe("seeded");
    const markers = await t.deps.db.select({ key: serverSettings.key }).from(serverSettings);
    expect(markers.map((marker) => marker.key)).toEqual(
      expect.arrayContaining([DEMO_CONTENT_MARKER, DEMO_BLOG_POSTS_MARKER]),
    );
  });

  it("seeds one set when two instances boot at the same time", async () => {
    const t = await freshApp();
    const outcomes = await Promise.all([
      seedDemoBlogPosts({ db: t.deps.db }, demo),
      seedDemoBlogPosts({ db: t.deps.db }, demo),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["already-seeded", "seeded"]);
    expect(await t.deps.db.select({ id: blogPosts.id }).from(blogPosts)).toHaveLength(DEMO_BLOG_POSTS.length);
  });

  it("credits nobody when the demo author does not exist, and leaves an admin's post with the same slug alone", async () => {
    const t = await freshApp();
    const admin = await t.signUpWithRole("admin");
    const mine = await readJson(
      await t.request("/api/admin/blog/posts", {
        body: { title: "My own rondo post", slug: DEMO_BLOG_POSTS[1]!.slug, status: "published" },
        cookie: admin.cookie,
      }),
    );
    expect(await seedDemoBlogPosts({ db: t.deps.db }, demo)).toEqual({
      status: "seeded",
      postCount: DEMO_BLOG_POSTS.length - 1,
    });
    const [kept] = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.slug, DEMO_BLOG_POSTS[1]!.slug!));
    expect(kept).toMatchObject({ id: mine.post.id, title: "My own rondo post" });
    const list = await readJson(await t.request("/api/blog/posts?pageSize=50"));
    for (const post of list.posts.filter((post: any) => post.id !== mine.post.id)) expect(post.authorName).toBeNull();
  });

  it("refuses invalid demo content before writing anything", async () => {
    const t = await freshApp();
    await expect(seedDemoBlogPosts({ db: t.deps.db }, { posts: [{ title: "" }], authorId: null })).rejects.toThrow(
      /Demo blog post 1 is invalid: title/,
    );
    expect(await t.deps.db.select().from(serverSettings).where(eq(serverSettings.key, DEMO_BLOG_POSTS_MARKER))).toEqual(
      [],
    );
  });
});
