import type { BlogPostListQuerySchema, BlogPostListResponse } from "@touchline/contracts";
import { desc, eq, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { blogPosts, users } from "../../db/schema.ts";
import { pageTotal, totalMatchingColumn } from "../../db/paged-total.ts";
import { blogPostSummaryColumns, toBlogPostSummary } from "./blog-post-row.ts";

const p = blogPosts;

/** One page of posts under `where` in `order`, with how many match in all (for the pager). */
async function pageOfPosts(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  { page, pageSize }: z.output<typeof BlogPostListQuerySchema>,
): Promise<BlogPostListResponse> {
  const rows = await db
    .select({ ...blogPostSummaryColumns, total: totalMatchingColumn() })
    .from(p)
    .leftJoin(users, eq(users.id, p.authorId))
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = await pageTotal(db, rows, { page, table: p, where });
  return { posts: rows.map(toBlogPostSummary), total, page, pageSize };
}

/** The public blog: published posts only, newest first (id breaks ties, so pages never overlap). */
export function listPublishedBlogPosts(
  db: Database,
  query: z.output<typeof BlogPostListQuerySchema>,
): Promise<BlogPostListResponse> {
  return pageOfPosts(db, eq(p.status, "published"), [desc(p.publishedAt), desc(p.id)], query);
}

/** The admin list: drafts and published posts alike, most recently changed first. */
export function listAllBlogPosts(
  db: Database,
  query: z.output<typeof BlogPostListQuerySchema>,
): Promise<BlogPostListResponse> {
  return pageOfPosts(db, undefined, [desc(p.updatedAt), desc(p.id)], query);
}
