import { type BlogPost, type BlogPostSummary, imageUrl } from "@touchline/contracts";
import { eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPosts, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

const p = blogPosts;

/** What a list selects: the post without its body, with the author's name. */
export const blogPostSummaryColumns = {
  id: p.id,
  slug: p.slug,
  title: p.title,
  excerpt: p.excerpt,
  coverImageId: p.coverImageId,
  tags: p.tags,
  status: p.status,
  publishedAt: p.publishedAt,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

export const blogPostColumns = { ...blogPostSummaryColumns, body: p.body };

interface SummaryRecord {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  coverImageId: string | null;
  tags: string[];
  status: "draft" | "published";
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Null when the author's account is gone (left join). */
  authorFirstName: string | null;
  authorLastName: string | null;
}

export function toBlogPostSummary(record: SummaryRecord): BlogPostSummary {
  const authorName =
    record.authorFirstName === null ? null : `${record.authorFirstName} ${record.authorLastName ?? ""}`.trim() || null;
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    excerpt: record.excerpt,
    coverImageId: record.coverImageId,
    coverImageUrl: record.coverImageId ? imageUrl(record.coverImageId) : null,
    authorName,
    tags: record.tags,
    status: record.status,
    publishedAt: record.publishedAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export function toBlogPost(record: SummaryRecord & { body: string }): BlogPost {
  return { ...toBlogPostSummary(record), body: record.body };
}

/** One post with its author, or a 404 that says which post. */
export async function findBlogPost(db: Database, where: SQL | undefined): Promise<BlogPost> {
  const [row] = await db
    .select(blogPostColumns)
    .from(p)
    .leftJoin(users, eq(users.id, p.authorId))
    .where(where)
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "There is no such blog post.");
  return toBlogPost(row);
}
