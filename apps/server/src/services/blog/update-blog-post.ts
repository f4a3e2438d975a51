import type { BlogPost, BlogPostContent } from "@touchline/contracts";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPosts } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { findBlogPost } from "./blog-post-row.ts";
import { blogPostValues, withSlugCheck } from "./blog-post-values.ts";

/**
 * Replaces a post's content and status. Publishing stamps `publishedAt` the first time only, so a post
 * unpublished for a fix and published again keeps its place and date; the author stays who wrote it.
 */
export async function updateBlogPost(db: Database, id: string, input: BlogPostContent): Promise<BlogPost> {
  const values = await blogPostValues(db, input);
  const updated = await withSlugCheck(values.slug, () =>
    db
      .update(blogPosts)
      .set({
        ...values,
        status: input.status,
        ...(input.status === "published" ? { publishedAt: sql`coalesce(${blogPosts.publishedAt}, now())` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id }),
  );
  if (updated.length === 0) throw new AppError("NOT_FOUND", "There is no such blog post.");
  return findBlogPost(db, eq(blogPosts.id, id));
}
