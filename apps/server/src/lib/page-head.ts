import { isIndexable, isLocale, LOCALES, localizedPath, type SiteRoute, SOURCE_LOCALE } from "@touchline/contracts";

/**
 * What the server writes into the `<head>` of the page it sends, so link previews and crawlers that do
 * not run JavaScript see each page's own title, description and share image.
 */
export interface PageHead {
  /** 404 for a path the web app has no page for, and for a session or post that is not public. */
  status: 200 | 404;
  title: string;
  description: string;
  /** The share image: a path on our site (`/api/images/…`) and, when known, its size. */
  image: { path: string; width?: number; height?: number; mimeType?: string } | null;
  type: "website" | "article";
  /** The page's own address for `og:url` and the canonical link; null when it has none (404, private pages). */
  canonicalPath: string | null;
  /** The robots meta tag's content, e.g. "noindex"; null for a page to index. */
  robots: string | null;
  /** An article's first publication (ISO), for `article:published_time`. */
  publishedTime?: string;
  /** The page's English address when `canonicalPath` is one of its other languages' (hreflang alternates). */
  alternatesOf?: string;
}

/** The title and description of pages nobody describes (index.html's own). */
export interface SiteDefaults {
  siteTitle: string;
  siteDescription: string;
}

/** The web app's 404 page; a private or missing session or post looks exactly like it. */
export function notFoundHead(defaults: SiteDefaults): PageHead {
  return {
    status: 404,
    title: "Page not found – Touchline",
    description: defaults.siteDescription,
    image: null,
    type: "website",
    canonicalPath: null,
    // The value the web app's 404 page renders, so React adopts this tag instead of adding a second.
    robots: "noindex, nofollow",
  };
}

/** A page with nothing of its own to say: the site's title and description; kept out of search engines unless indexable. */
export function siteHead(route: SiteRoute, defaults: SiteDefaults): PageHead {
  const indexable = isIndexable(route);
  return {
    status: 200,
    title: defaults.siteTitle,
    description: defaults.siteDescription,
    image: null,
    type: "website",
    canonicalPath: indexable ? route.path : null,
    robots: indexable ? null : "noindex",
  };
}

/** Text made safe for an element's content or a double- or single-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Cut at a word boundary so a description stays within what previews show. */
export function clip(text: string, maxLength: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

/** Marks the tags the server wrote: the web app drops one when it renders its own of the same name. */
export const SERVER_HEAD_ATTRIBUTE = "data-page-head";

/**
 * The tags for a page, each marked as the server's. Once the web app runs, a tag it renders (a page's
 * `<title>`, the robots or Open Graph tags of some pages) replaces the server's of the same name
 * (apps/web/src/lib/page-head-handover.ts), and `useMetaDescription` rewrites the one description tag,
 * so no tag is doubled.
 */
export function renderPageHead(head: PageHead, appUrl: string): string {
  return pageHeadTags(head, appUrl).join("\n    ");
}

function pageHeadTags(head: PageHead, appUrl: string): string[] {
  const meta = (attribute: "name" | "property", key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" ${SERVER_HEAD_ATTRIBUTE} />`;
  const imageUrl = head.image ? `${appUrl}${head.image.path}` : null;
  const tags = [
    `<title ${SERVER_HEAD_ATTRIBUTE}>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
  ];
  if (head.robots) tags.push(meta("name", "robots", head.robots));
  if (head.canonicalPath) {
    tags.push(
      `<link rel="canonical" href="${escapeHtml(`${appUrl}${head.canonicalPath}`)}" ${SERVER_HEAD_ATTRIBUTE} />`,
    );
    // The same page in each language, for search engines; English is also the one for any other language.
    const pagePath = head.alternatesOf ?? head.canonicalPath;
    const alternate = (hreflang: string, path: string) =>
      `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${appUrl}${path}`)}" ${SERVER_HEAD_ATTRIBUTE} />`;
    tags.push(
      ...LOCALES.map((locale) => alternate(locale, localizedPath(pagePath, locale))),
      alternate("x-default", pagePath),
    );
  }
  tags.push(
    meta("property", "og:site_name", "Touchline"),
    meta("property", "og:type", head.type),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
  );
  if (head.canonicalPath) tags.push(meta("property", "og:url", `${appUrl}${head.canonicalPath}`));
  if (imageUrl && head.image) {
    tags.push(meta("property", "og:image", imageUrl));
    if (head.image.mimeType) tags.push(meta("property", "og:image:type", head.image.mimeType));
    if (head.image.width && head.image.height) {
      tags.push(
        meta("property", "og:image:width", String(head.image.width)),
        meta("property", "og:image:height", String(head.image.height)),
      );
    }
  }
  if (head.publishedTime) tags.push(meta("property", "article:published_time", head.publishedTime));
  tags.push(
    meta("name", "twitter:card", imageUrl ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
  );
  if (imageUrl) tags.push(meta("name", "twitter:image", imageUrl));
  return tags;
}

/** The built index.html cut where the page's tags go, and the site-wide title and description it held. */
export interface PageTemplate {
  before: string;
  after: string;
  siteTitle: string;
  siteDescription: string;
}

const TITLE = /<title[^>]*>([^<]*)<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["']\s+content=["']([^"']*)["']\s*\/?>/i;

const decodeEntities = (text: string) =>
  text.replace(/&(#\d+|amp|lt|gt|quot|apos);/g, (entity, name: string) =>
    name.startsWith("#")
      ? String.fromCharCode(Number(name.slice(1)))
      : ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" } as Record<string, string>)[name]!,
  );

/**
 * Takes the `<title>` and the description meta out of index.html (the page's own replace them, where
 * the title was) and keeps their text as the defaults for pages nobody described.
 */
export function preparePageTemplate(indexHtml: string): PageTemplate {
  const siteTitle = decodeEntities(TITLE.exec(indexHtml)?.[1] ?? "Touchline").trim();
  const siteDescription = decodeEntities(DESCRIPTION.exec(indexHtml)?.[1] ?? "").trim();
  const marker = "<!--touchline:page-head-->";
  let html = indexHtml.replace(DESCRIPTION, "").replace(/\n[ \t]*\n/g, "\n");
  html = TITLE.test(html) ? html.replace(TITLE, marker) : html.replace(/<\/head>/i, `${marker}\n  </head>`);
  const [before = "", after = ""] = html.split(marker);
  return { before, after, siteTitle, siteDescription };
}

/** A page the server drew (apps/server/src/ssr/): its code's preloads, its markup and its data. */
export interface PageBody {
  /** The language it was drawn in: the browser hydrates it in the same one. */
  locale: string;
  preloadTags: string;
  rootHtml: string;
  stateScript: string;
}

const EMPTY_ROOT = '<div id="root"></div>';

/** One tag React renders for the head (a page's `<title>`, a `<meta>`, a `<link>`). */
const HEAD_TAG = /<title\b[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*>/y;

/** The head of a page served in another language than English: its address in that language. */
export function inServedLanguage(head: PageHead, locale: string): PageHead {
  if (locale === SOURCE_LOCALE || !isLocale(locale)) return head;
  return {
    ...head,
    canonicalPath: head.canonicalPath && localizedPath(head.canonicalPath, locale),
    alternatesOf: head.canonicalPath ?? undefined,
  };
}

/**
 * The head of a page drawn in another language than English: its own title and description (the page
 * drew them in that language) in place of the server's, and its address in that language.
 */
function inDrawnLanguage(head: PageHead, pageTags: readonly string[], locale: string): PageHead {
  if (locale === SOURCE_LOCALE || !isLocale(locale)) return head;
  const title = pageTags.map((tag) => /^<title\b[^>]*>([^<]*)<\/title>$/.exec(tag)?.[1]).find(Boolean);
  const description = pageTags
    .map((tag) => /^<meta\b(?=[^>]*\bname="description")[^>]*\bcontent="([^"]*)"/.exec(tag)?.[1])
    .find(Boolean);
  return {
    ...inServedLanguage(head, locale),
    title: title ? decodeEntities(title) : head.title,
    description: description ? decodeEntities(description) : head.description,
  };
}

/** Tags that say the same thing share a key: one title, one canonical link, one meta per name or property. */
function headTagKey(tag: string): string | null {
  if (tag.startsWith("<title")) return "title";
  const name = /^<meta\b[^>]*?\b(?:name|property)="([^"]+)"/.exec(tag)?.[1];
  if (name) return `meta:${name}`;
  return /^<link\b[^>]*?\brel="canonical"/.test(tag) ? "canonical" : null;
}

/**
 * index.html with the page's head; with a body drawn on the server, that body in the root and its
 * preloads. React writes the head tags a page renders at the start of its markup: they move into the
 * head, but the server's tag of the same name wins (it holds the SEO title an admin set), so the document
 * has one of each; once the app runs, the page's own replace the server's (page-head-handover.ts).
 */
export function renderPage(template: PageTemplate, head: PageHead, appUrl: string, body?: PageBody): string {
  if (!body) return `${template.before}${renderPageHead(head, appUrl)}${template.after}`;
  const pageTags: string[] = [];
  HEAD_TAG.lastIndex = 0;
  for (let match = HEAD_TAG.exec(body.rootHtml); match; match = HEAD_TAG.exec(body.rootHtml)) pageTags.push(match[0]);
  const rootHtml = body.rootHtml.slice(pageTags.join("").length);
  const serverTags = pageHeadTags(inDrawnLanguage(head, pageTags, body.locale), appUrl);
  const serverKeys = new Set(serverTags.map(headTagKey));
  const ownTags = pageTags.filter((tag) => !serverKeys.has(headTagKey(tag)));
  const headTags = [...serverTags, ...ownTags, body.preloadTags].join("\n    ");
  const after = template.after.replace(EMPTY_ROOT, () => `<div id="root">${rootHtml}</div>${body.stateScript}`);
  const locale = escapeHtml(body.locale);
  const before = template.before.replace(
    /<html lang="[^"]*"/,
    () => `<html lang="${locale}" data-drawn-locale="${locale}"`,
  );
  return `${before}${headTags}${after}`;
}
