import { BLOG_FEED_PATH, BLOG_FEED_SIZE } from "@touchline/contracts";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPosts, users } from "../../db/schema.ts";
import { escapeXml } from "../../lib/xml.ts";
import { blogPostSummaryColumns, toBlogPostSummary } from "./blog-post-row.ts";

/** Titles and summaries are typed `html` (what readers expect): our plain text goes in as escaped HTML. */
const asHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `<name attribute="…">text</name>`, every value escaped; undefined attributes are left out. */
function element(name: string, attributes: Record<string, string | undefined>, text?: string): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join("");
  return text === undefined ? `<${name}${written}/>` : `<${name}${written}>${escapeXml(text)}</${name}>`;
}

/**
 * The Atom feed (RFC 4287) of the newest published posts. Links are absolute on `appUrl` (feed readers
 * fetch from elsewhere); each entry carries the excerpt as its summary rather than the Markdown body, which
 * only the site renders (safely). Written here rather than by a feed library: everything an admin typed
 * (titles, tags, names) goes through one escape, attributes included, so no post can break the XML.
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
  // The newest change among the entries; an empty feed still needs a date.
  const updated =
    rows.reduce<Date | undefined>(
      (newest, row) => (!newest || row.updatedAt > newest ? row.updatedAt : newest),
      undefined,
    ) ?? new Date(0);

  const entries = rows.map(toBlogPostSummary).map((post) => {
    const link = `${base}/blog/${encodeURIComponent(post.slug)}`;
    return [
      "  <entry>",
      `    ${element("title", { type: "html" }, asHtml(post.title))}`,
      `    ${element("id", {}, link)}`,
      `    ${element("link", { href: link })}`,
      post.coverImageUrl ? `    ${element("link", { rel: "enclosure", href: `${base}${post.coverImageUrl}` })}` : null,
      `    ${element("updated", {}, post.updatedAt)}`,
      `    ${element("published", {}, post.publishedAt!)}`,
      post.excerpt ? `    ${element("summary", { type: "html" }, asHtml(post.excerpt))}` : null,
      post.authorName ? `    <author>${element("name", {}, post.authorName)}</author>` : null,
      ...post.tags.map((tag) => `    ${element("category", { term: tag, label: tag })}`),
      "  </entry>",
    ].filter((line) => line !== null);
  });

  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  ${element("id", {}, `${base}/blog`)}`,
    `  ${element("title", {}, "Touchline Blog")}`,
    `  ${element("subtitle", {}, "Session plans, drills and coaching ideas for grassroots football coaches.")}`,
    `  ${element("updated", {}, updated.toISOString())}`,
    `  ${element("link", { rel: "alternate", href: `${base}/blog` })}`,
    `  ${element("link", { rel: "self", href: `${base}${BLOG_FEED_PATH}` })}`,
    `  ${element("rights", {}, `© ${new Date().getFullYear()} Touchline`)}`,
    ...entries.flat(),
    "</feed>",
    "",
  ].join("\n");
}
