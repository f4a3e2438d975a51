import type { BlogPost, BlogPostStatus, CurrentUser } from "@touchline/contracts";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPosts } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { auditActorOf, recordAuditEntry } from "../audit/record-audit-entry.ts";
import { findBlogPost } from "./blog-post-row.ts";

/**
 * Publishes or unpublishes a post without touching its content. `publishedAt` is stamped the first
 * time a post is published and kept afterwards; setting the status it already has changes nothing
 * (and writes no audit line).
 */
export async function setBlogPostStatus(
  db: Database,
  admin: CurrentUser,
  id: string,
  status: BlogPostStatus,
): Promise<BlogPost> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: blogPosts.status, title: blogPosts.title })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .for("update");
    if (!current) throw new AppError("NOT_FOUND", "There is no such blog post.");
    if (current.status === status) return;
    await tx
      .update(blogPosts)
      .set({
        status,
        ...(status === "published" ? { publishedAt: sql`coalesce(${blogPosts.publishedAt}, now())` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(blogPosts.id, id));
    await recordAuditEntry(tx, auditActorOf(admin), {
      action: status === "published" ? "blog.published" : "blog.unpublished",
      targetType: "blog_post",
      targetId: id,
      targetLabel: current.title,
    });
  });
  return findBlogPost(db, eq(blogPosts.id, id));
}
