import { LOCALES, localizedPath, SEO_PAGES } from "@touchline/contracts";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPosts, trainingSessions } from "../../db/schema.ts";
import { escapeHtml } from "../../lib/page-head.ts";

/** A sitemap file holds at most 50,000 addresses (sitemaps.org); the newest public sessions fill what is left. */
export const MAX_SITEMAP_URLS = 50_000;

const url = (loc: string, lastmod?: Date | null, alternates = "") =>
  `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}${alternates}</url>`;

/** A page the site speaks in every language: one address per language, each naming all of them (hreflang). */
function inEveryLanguage(appUrl: string, path: string): string[] {
  const alternates = LOCALES.map(
    (locale) =>
      `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeHtml(`${appUrl}${localizedPath(path, locale)}`)}"/>`,
  ).join("");
  return LOCALES.map((locale) => url(`${appUrl}${localizedPath(path, locale)}`, null, alternates));
}

/**
 * `/sitemap.xml`: the public pages an admin can describe (in each language), every published blog post and
 * the newest public sessions, as absolute addresses under `appUrl`. Private sessions and drafts never appear.
 */
export async function buildSitemap(db: Database, appUrl: string): Promise<string> {
  const posts = await db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.status, "published"))
    .orderBy(desc(blogPosts.publishedAt));
  const room = Math.max(0, MAX_SITEMAP_URLS - SEO_PAGES.length * LOCALES.length - posts.length);
  const s = trainingSessions;
  // Newest first, on the (visibility, published_at) index, so a big library costs one index range.
  const sessions = await db
    .select({ id: s.id, updatedAt: s.updatedAt })
    .from(s)
    .where(eq(s.visibility, "public"))
    .orderBy(sql`${s.publishedAt} desc nulls last`, desc(s.id))
    .limit(room);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...SEO_PAGES.flatMap((page) => inEveryLanguage(appUrl, page.path)),
    ...posts.map((post) => url(`${appUrl}/blog/${encodeURIComponent(post.slug)}`, post.updatedAt)),
    ...sessions.map((session) => url(`${appUrl}/sessions/${encodeURIComponent(session.id)}`, session.updatedAt)),
    "</urlset>",
    "",
  ].join("\n");
}
