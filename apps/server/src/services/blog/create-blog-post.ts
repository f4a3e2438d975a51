import { randomUUID } from "node:crypto";
import type { BlogPost, BlogPostContent } from "@touchline/contracts";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPosts } from "../../db/schema.ts";
import { findBlogPost } from "./blog-post-row.ts";
import { blogPostValues, slugTaken } from "./blog-post-values.ts";

/** Writes a new post by `authorId`; published at once when its status says so. A taken slug is a field error. */
export async function createBlogPost(db: Database, authorId: string, input: BlogPostContent): Promise<BlogPost> {
  const values = await blogPostValues(db, input);
  const isPublished = input.status === "published";
  const [row] = await db
    .insert(blogPosts)
    .values({
      id: randomUUID(),
      authorId,
      ...values,
      status: input.status,
      publishedAt: isPublished ? sql`now()` : null,
    })
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning({ id: blogPosts.id });
  if (!row) throw slugTaken(values.slug);
  return findBlogPost(db, eq(blogPosts.id, row.id));
}
