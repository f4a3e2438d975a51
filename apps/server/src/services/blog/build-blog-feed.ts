import { BLOG_FEED_PATH, BLOG_FEED_SIZE } from "@touchline/contracts";
import { desc, eq } from "drizzle-orm";
import { Feed } from "feed";
import type { Database } from "../../db/client.ts";
import { blogPosts, users } from "../../db/schema.ts";
import { blogPostSummaryColumns, toBlogPostSummary } from "./blog-post-row.ts";

/** The feed library marks titles and summaries `type="html"`: our plain text must arrive as text, markup included. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The Atom feed of the newest published posts. Links are absolute on `appUrl` (feed readers fetch
 * from elsewhere); each entry carries the excerpt as its summary rather than the Markdown body, which
 * only the site renders (safely).
 */
export async function buildBlogFeed(db: Database, appUrl: string): Promise<string> {
  const base = appUrl.replace(/\/+$/, "");
  const rows = await db
    .select(blogPostSummaryColumns)
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(eq(blogPosts.status, "published"))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(BLOG_FEED_SIZE);
  const posts = rows.map(toBlogPostSummary);
  const feed = new Feed({
    id: `${base}/blog`,
    title: "Touchline Blog",
    description: "Session plans, drills and coaching ideas for grassroots football coaches.",
    link: `${base}/blog`,
    language: "en",
    feedLinks: { atom: `${base}${BLOG_FEED_PATH}` },
    copyright: `© ${new Date().getFullYear()} Touchline`,
    // The newest change among the entries; an empty feed still needs a date.
    updated:
      rows.reduce<Date | undefined>(
        (newest, row) => (!newest || row.updatedAt > newest ? row.updatedAt : newest),
        undefined,
      ) ?? new Date(0),
    generator: false,
  });
  for (const post of posts) {
    const link = `${base}/blog/${post.slug}`;
    feed.addItem({
      id: link,
      link,
      title: escapeHtml(post.title),
      date: new Date(post.updatedAt),
      published: new Date(post.publishedAt!),
      description: post.excerpt ? escapeHtml(post.excerpt) : undefined,
      author: post.authorName ? [{ name: post.authorName }] : undefined,
      category: post.tags.map((tag) => ({ name: tag, term: tag })),
      image: post.coverImageUrl ? `${base}${post.coverImageUrl}` : undefined,
    });
  }
  return feed.atom1();
}
