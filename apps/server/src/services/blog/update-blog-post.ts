import type { BlogPost, BlogPostContent, CurrentUser } from "@touchline/contracts";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPosts } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { auditActorOf, recordAuditEntry } from "../audit/record-audit-entry.ts";
import { findBlogPost } from "./blog-post-row.ts";
import { blogPostValues, withSlugCheck } from "./blog-post-values.ts";

/**
 * Replaces a post's content and status. Publishing stamps `publishedAt` the first time only, so a post
 * unpublished for a fix and published again keeps its place and date; the author stays who wrote it.
 * A change of status is audited in the same transaction.
 */
export async function updateBlogPost(
  db: Database,
  admin: CurrentUser,
  id: string,
  input: BlogPostContent,
): Promise<BlogPost> {
  const values = await blogPostValues(db, input);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: blogPosts.status })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .for("update");
    if (!current) throw new AppError("NOT_FOUND", "There is no such blog post.");
    await withSlugCheck(values.slug, () =>
      tx
        .update(blogPosts)
        .set({
          ...values,
          status: input.status,
          ...(input.status === "published" ? { publishedAt: sql`coalesce(${blogPosts.publishedAt}, now())` } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(blogPosts.id, id)),
    );
    if (current.status !== input.status) {
      await recordAuditEntry(tx, auditActorOf(admin), {
        action: input.status === "published" ? "blog.published" : "blog.unpublished",
        targetType: "blog_post",
        targetId: id,
        targetLabel: values.title,
      });
    }
  });
  return findBlogPost(db, eq(blogPosts.id, id));
}
