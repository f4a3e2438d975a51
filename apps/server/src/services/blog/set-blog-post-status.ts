import type { BlogPost, BlogPostStatus } from "@touchline/contracts";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPosts } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { findBlogPost } from "./blog-post-row.ts";

/**
 * Publishes or unpublishes a post without touching its content. `publishedAt` is stamped the first
 * time a post is published and kept afterwards; setting the status it already has changes nothing.
 */
export async function setBlogPostStatus(db: Database, id: string, status: BlogPostStatus): Promise<BlogPost> {
  const updated = await db
    .update(blogPosts)
    .set({
      status,
      ...(status === "published" ? { publishedAt: sql`coalesce(${blogPosts.publishedAt}, now())` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  if (updated.length === 0) throw new AppError("NOT_FOUND", "There is no such blog post.");
  return findBlogPost(db, eq(blogPosts.id, id));
}
