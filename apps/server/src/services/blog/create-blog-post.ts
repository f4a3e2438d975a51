import { randomUUID } from "node:crypto";
import type { BlogPost, BlogPostContent, CurrentUser } from "@touchline/contracts";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPosts } from "../../db/schema.ts";
import { auditActorOf, recordAuditEntry } from "../audit/record-audit-entry.ts";
import { findBlogPost } from "./blog-post-row.ts";
import { blogPostValues, slugTaken } from "./blog-post-values.ts";

/**
 * Writes a new post by `author`; published at once when its status says so (and then audited, in the
 * same transaction). A taken slug is a field error.
 */
export async function createBlogPost(db: Database, author: CurrentUser, input: BlogPostContent): Promise<BlogPost> {
  const values = await blogPostValues(db, input);
  const isPublished = input.status === "published";
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(blogPosts)
      .values({
        id: randomUUID(),
        authorId: author.id,
        ...values,
        status: input.status,
        publishedAt: isPublished ? sql`now()` : null,
      })
      .onConflictDoNothing({ target: blogPosts.slug })
      .returning({ id: blogPosts.id });
    if (!row) throw slugTaken(values.slug);
    if (isPublished) {
      await recordAuditEntry(tx, auditActorOf(author), {
        action: "blog.published",
        targetType: "blog_post",
        targetId: row.id,
        targetLabel: values.title,
      });
    }
    return row.id;
  });
  return findBlogPost(db, eq(blogPosts.id, id));
}
