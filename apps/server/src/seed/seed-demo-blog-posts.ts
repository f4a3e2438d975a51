import { randomUUID } from "node:crypto";
import { type BlogPostInput, BlogPostInputSchema, slugify } from "@touchline/contracts";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { blogPosts, serverSettings, users } from "../db/schema.ts";

/**
 * The `server_settings` key whose row says this database has had its demo blog posts. Separate from
 * the demo sessions' marker, so databases seeded before the blog existed get the posts too.
 */
export const DEMO_BLOG_POSTS_MARKER = "demo_blog_posts_seeded";

export type BlogSeedOutcome = { status: "seeded"; postCount: number } | { status: "already-seeded" };

/**
 * Publishes the demo blog posts once per database, credited to the demo author when that account
 * exists (the demo sessions create it) and to nobody otherwise. The marker insert decides, as for the
 * demo sessions: of two instances booting together, the second waits on the first's marker and then
 * does nothing; a failure rolls the marker back so the next boot retries. A post whose slug an admin
 * already used is left out rather than overwrite theirs. Invalid demo content fails before writing.
 */
export async function seedDemoBlogPosts(
  deps: { db: Database; log?: (line: string) => void },
  { posts, authorId }: { posts: readonly BlogPostInput[]; authorId: string | null },
): Promise<BlogSeedOutcome> {
  const contents = posts.map((post, index) => {
    const result = BlogPostInputSchema.safeParse(post);
    if (!result.success) {
      const [issue] = result.error.issues;
      throw new Error(`Demo blog post ${index + 1} is invalid: ${issue?.path.join(".")}: ${issue?.message}`);
    }
    return result.data;
  });
  const outcome = await deps.db.transaction(async (tx) => {
    const [marker] = await tx
      .insert(serverSettings)
      .values({ key: DEMO_BLOG_POSTS_MARKER, value: String(contents.length) })
      .onConflictDoNothing()
      .returning({ key: serverSettings.key });
    if (!marker) return { status: "already-seeded" } as const;

    const [author] = authorId ? await tx.select({ id: users.id }).from(users).where(eq(users.id, authorId)) : [];
    let postCount = 0;
    for (const [index, post] of contents.entries()) {
      const inserted = await tx
        .insert(blogPosts)
        .values({
          id: randomUUID(),
          slug: post.slug || slugify(post.title),
          title: post.title,
          excerpt: post.excerpt,
          body: post.body,
          tags: post.tags,
          authorId: author?.id ?? null,
          status: "published",
          // An hour apart, in the list's order, so the blog shows the first one first.
          publishedAt: sql`now() - make_interval(hours => ${index})`,
        })
        .onConflictDoNothing({ target: blogPosts.slug })
        .returning({ id: blogPosts.id });
      postCount += inserted.length;
    }
    return { status: "seeded", postCount } as const;
  });
  if (outcome.status === "seeded") deps.log?.(`Demo content: ${outcome.postCount} blog posts published.`);
  return outcome;
}
