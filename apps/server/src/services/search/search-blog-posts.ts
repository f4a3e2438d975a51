import type { SearchPost } from "@touchline/contracts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPosts } from "../../db/schema.ts";
import { pageTotal, totalMatchingColumn } from "../../db/paged-total.ts";
import { englishSearchQuery } from "../sessions/full-text-query.ts";

const p = blogPosts;

/**
 * Published posts matching the words, best first: the same full text search as the global library over
 * title (weighted highest), excerpt and body. Computed per query, without an index: the blog is a few
 * hundred posts at most.
 */
export async function searchBlogPosts(
  db: Database,
  q: string,
  page: number,
  pageSize: number,
): Promise<{ results: SearchPost[]; total: number }> {
  const query = englishSearchQuery(q);
  const document = sql`(setweight(to_tsvector('english', ${p.title}), 'A') || setweight(to_tsvector('english', ${p.excerpt}), 'B') || setweight(to_tsvector('english', ${p.body}), 'C'))`;
  const where = and(eq(p.status, "published"), sql`${document} @@ ${query}`);
  const rows = await db
    .select({
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      publishedAt: p.publishedAt,
      total: totalMatchingColumn(),
    })
    .from(p)
    .where(where)
    .orderBy(sql`ts_rank(${document}, ${query}) desc`, desc(p.publishedAt), desc(p.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = await pageTotal(db, rows, { page, table: p, where });
  return {
    results: rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      publishedAt: row.publishedAt?.toISOString() ?? null,
    })),
    total,
  };
}
