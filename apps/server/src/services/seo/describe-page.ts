import {
  hasBrokenText,
  imageUrl,
  type Locale,
  matchSiteRoute,
  MAX_SEO_DESCRIPTION_LENGTH,
  SEO_PAGES,
  type SeoPagePath,
  SOURCE_LOCALE,
} from "@touchline/contracts";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPosts, images, seoPages, trainingSessions, users } from "../../db/schema.ts";
import { serverMessage } from "../../lib/server-messages.ts";
import { clip, notFoundHead, type PageHead, type SiteDefaults, siteHead } from "../../lib/page-head.ts";
import { authorNameOf } from "../sessions/session-row.ts";

export interface PageVisitor {
  /** The request carries a session cookie (valid or not: only the head's wording depends on it). */
  hasSessionCookie: boolean;
  /** The language the page is served in (lib/visitor-locale.ts). */
  locale: Locale;
}

/** Ids and slugs are short; a longer segment cannot name a record, so it costs no query. */
const MAX_KEY_LENGTH = 128;

const imageColumns = { imageId: images.id, width: images.width, height: images.height, mimeType: images.mimeType };

function imageOf(row: {
  imageId: string | null;
  width: number | null;
  height: number | null;
  mimeType: string | null;
}): PageHead["image"] {
  if (!row.imageId) return null;
  return {
    path: imageUrl(row.imageId),
    width: row.width ?? undefined,
    height: row.height ?? undefined,
    mimeType: row.mimeType ?? undefined,
  };
}

/** The home page's share image stands in for pages without one of their own (joined, not a second query). */
const homeSeo = () => sql`${seoPages.path} = '/'`;

/**
 * An admin-described page's head. In English: the admin's words, else the page's default. In another
 * language: the default in that language (an admin writes English).
 */
async function describeStaticPage(db: Database, path: SeoPagePath, locale: Locale): Promise<PageHead> {
  const page = SEO_PAGES.find((candidate) => candidate.path === path)!;
  const rows = await db
    .select({ path: seoPages.path, title: seoPages.title, description: seoPages.description, ...imageColumns })
    .from(seoPages)
    .leftJoin(images, eq(images.id, seoPages.imageId))
    .where(inArray(seoPages.path, [...new Set([path, "/"])]));
  const own = rows.find((row) => row.path === path);
  const home = rows.find((row) => row.path === "/");
  const inEnglish = locale === SOURCE_LOCALE;
  return {
    status: 200,
    title: inEnglish ? own?.title || page.defaultTitle : serverMessage(locale, page.defaultTitle),
    description: inEnglish
      ? own?.description || page.defaultDescription
      : serverMessage(locale, page.defaultDescription),
    image: (own && imageOf(own)) ?? (home && imageOf(home)) ?? null,
    type: "website",
    canonicalPath: path,
    robots: null,
  };
}

async function describeSession(db: Database, where: SQL | undefined, defaults: SiteDefaults): Promise<PageHead> {
  const s = trainingSessions;
  const [row] = await db
    .select({
      id: s.id,
      title: s.title,
      theme: s.theme,
      firstName: users.firstName,
      lastName: users.lastName,
      ...imageColumns,
    })
    .from(s)
    .innerJoin(users, eq(users.id, s.ownerId))
    .leftJoin(seoPages, homeSeo())
    .leftJoin(images, eq(images.id, seoPages.imageId))
    .where(and(where, eq(s.visibility, "public")))
    .limit(1);
  if (!row) return notFoundHead(defaults);
  const author = authorNameOf(row.firstName, row.lastName);
  return {
    status: 200,
    title: `${row.title} – Touchline`,
    description: clip(
      row.theme || `A football training session${author ? ` by ${author}` : ""}, shared in Touchline's global library.`,
      MAX_SEO_DESCRIPTION_LENGTH,
    ),
    image: imageOf(row),
    type: "article",
    canonicalPath: `/sessions/${encodeURIComponent(row.id)}`,
    robots: null,
  };
}

/** Markdown reduced to its words, enough for a description when a post has no excerpt. */
const plainText = (markdown: string) =>
  markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~|-]+/g, " ");

async function describeBlogPost(db: Database, slug: string, defaults: SiteDefaults): Promise<PageHead> {
  const p = blogPosts;
  const [row] = await db
    .select({
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      body: sql<string>`left(${p.body}, 1000)`,
      publishedAt: p.publishedAt,
      ...imageColumns,
    })
    .from(p)
    .leftJoin(seoPages, homeSeo())
    .leftJoin(images, eq(images.id, sql`coalesce(${p.coverImageId}, ${seoPages.imageId})`))
    .where(and(eq(p.slug, slug), eq(p.status, "published")))
    .limit(1);
  if (!row) return notFoundHead(defaults);
  return {
    status: 200,
    title: `${row.title} – Touchline Blog`,
    description: clip(row.excerpt || plainText(row.body) || defaults.siteDescription, MAX_SEO_DESCRIPTION_LENGTH),
    image: imageOf(row),
    type: "article",
    canonicalPath: `/blog/${encodeURIComponent(row.slug)}`,
    robots: null,
    publishedTime: row.publishedAt?.toISOString(),
  };
}

const isSeoPagePath = (path: string): path is SeoPagePath => SEO_PAGES.some((page) => page.path === path);

/**
 * The head of the page at `pathname`: at most one small query (a described page's row, a public
 * session, a published post); none for pages with nothing of their own to say.
 *
 * A session that is not public is a 404 to a signed-out visitor. To a signed-in one it is a plain page
 * that says nothing and is not indexed, whether it is theirs, someone else's or missing (the app then
 * shows it or says it is not found): its owner never sees "Page not found" flash while it loads, and
 * nobody learns which private sessions exist.
 */
export async function describePage(
  db: Database,
  pathname: string,
  defaults: SiteDefaults,
  visitor: PageVisitor = { hasSessionCookie: false, locale: SOURCE_LOCALE },
): Promise<PageHead> {
  const match = matchSiteRoute(pathname);
  if (!match) return notFoundHead(defaults);
  const { route, params } = match;
  const key = Object.values(params)[0] ?? "";
  // Nor can one the database cannot store (U+0000, a lone surrogate): it would fail the query.
  if (key.length > MAX_KEY_LENGTH || hasBrokenText(key)) return notFoundHead(defaults);
  if (route.path === "/sessions/:id" || route.path === "/s/:shortId") {
    const where = route.path === "/sessions/:id" ? eq(trainingSessions.id, key) : eq(trainingSessions.shortId, key);
    const head = await describeSession(db, where, defaults);
    return head.status === 404 && visitor.hasSessionCookie
      ? { ...siteHead(route, defaults), canonicalPath: null, robots: "noindex" }
      : head;
  }
  if (route.path === "/blog/:slug") return describeBlogPost(db, key, defaults);
  if (isSeoPagePath(route.path)) return describeStaticPage(db, route.path, visitor.locale);
  return siteHead(route, defaults);
}
