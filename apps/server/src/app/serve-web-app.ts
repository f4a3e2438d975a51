import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { type Locale, LOCALE_PARAMETER, matchSiteRoute } from "@touchline/contracts";
import { clientIp } from "../lib/client-ip.ts";
import { visitorLocale } from "../lib/visitor-locale.ts";
import { withInlineStylesheets } from "../ssr/inline-stylesheets.ts";
import type { PageVisitorAddress, RenderPublicPage } from "../ssr/page-renderer.ts";
import {
  inServedLanguage,
  notFoundHead,
  type PageBody,
  type PageHead,
  preparePageTemplate,
  renderPage,
  type SiteDefaults,
  siteHead,
} from "../lib/page-head.ts";
import type { PageVisitor } from "../services/seo/describe-page.ts";

export interface ServeWebAppOptions {
  /** The head of the page at a path (its title, description, image, status); the site's own when left out. */
  describePage?: (pathname: string, defaults: SiteDefaults, visitor: PageVisitor) => Promise<PageHead>;
  /** Absolute URLs in the head (og:url, og:image) start with this. */
  appUrl?: string;
  log?: (message: string, error: unknown) => void;
  /**
   * Draws a public page for a signed-out visitor (apps/server/src/ssr/); null, or left out, leaves every
   * page to the browser. Signed-in coaches always get the client-rendered shell.
   */
  renderPublicPage?: Promise<RenderPublicPage | null>;
  /** Whether X-Forwarded-For names the visitor a page is drawn for (lib/client-ip.ts); false when left out. */
  trustProxy?: boolean;
}

/** What the page's head may know of who asks, without a database read. */

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?touchline\.session_token=[^;\s]/;

/**
 * Serves the built single-page app: hashed assets cached for a year and sent precompressed when the
 * browser accepts it; every other path answered with index.html (the client router decides what to
 * show) whose head the server writes for that page, with status 404 when the app has no such page.
 */
export function serveWebApp(app: Hono<any>, distDir: string, options: ServeWebAppOptions = {}) {
  const indexPath = path.join(distDir, "index.html");
  if (!existsSync(indexPath)) {
    app.get("*", (c) =>
      c.text("The web app is not built yet: run `npm run build` (or `npm start`, which builds first).", 503),
    );
    return;
  }
  const indexHtml = readFileSync(indexPath, "utf8");
  const template = preparePageTemplate(indexHtml);
  // A drawn page brings its styles in its HTML, so it paints before its code arrives; the shell, which
  // paints nothing until the app runs, links them (and the browser keeps them for every later page).
  const drawnPageTemplate = preparePageTemplate(withInlineStylesheets(indexHtml, distDir));
  const defaults: SiteDefaults = { siteTitle: template.siteTitle, siteDescription: template.siteDescription };
  const { appUrl = "", log = (message, error) => console.error(message, error), trustProxy = false } = options;
  const renderPublicPage = (options.renderPublicPage ?? Promise.resolve(null)).catch((error: unknown) => {
    log("Public pages are not server-rendered:", error);
    return null;
  });
  const describePage =
    options.describePage ??
    (async (pathname: string) => {
      const match = matchSiteRoute(pathname);
      return match ? siteHead(match.route, defaults) : notFoundHead(defaults);
    });
  const root = path.relative(process.cwd(), distDir) || ".";
  // Set once the answer is known, on whatever answered: hashed file names change with their content,
  // everything else must be revalidated: index.html for any path, the favicon and the install icons and
  // manifest, and above all the service worker (/sw.js), which names the version every installed copy
  // of the app runs; a stale one would keep the coach on the old version.
  app.use("*", async (c, next) => {
    await next();
    if (c.req.path.startsWith("/assets/") && c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
    else if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-cache");
  });
  const staticFiles = serveStatic({
    root,
    // The build writes .br and .gz copies (apps/web/vite.config.ts); the compress middleware leaves
    // a response that already has a Content-Encoding alone.
    precompressed: true,
  });
  // A path ending in "/" (the home page included) or naming index.html would get the file as built,
  // without the page's head: pages are answered below.
  app.use("*", (c, next) => (c.req.path.endsWith("/") || c.req.path.endsWith(".html") ? next() : staticFiles(c, next)));
  // A file of another build (a tab open across a deploy) is missing, not a page: 404, never index.html.
  app.get("/assets/*", (c) => c.notFound());
  app.get("*", async (c) => {
    const hasSessionCookie = SESSION_COOKIE.test(c.req.header("cookie") ?? "");
    // Only a page the browser opens as a document is drawn (a crawler or a script sends no Sec-Fetch-Dest).
    // The service worker fetches the app shell it keeps (Sec-Fetch-Dest: empty) to open any page offline,
    // for whoever is signed in: that must stay the empty shell, never a page drawn for a visitor.
    const isDocument = (c.req.header("sec-fetch-dest") ?? "document") === "document";
    const locale = visitorLocale({
      lang: c.req.query(LOCALE_PARAMETER),
      cookie: c.req.header("cookie"),
      acceptLanguage: c.req.header("accept-language"),
    });
    const body =
      hasSessionCookie || !isDocument ? null : drawPage(c.req.url, { address: clientIp(c, trustProxy) }, locale);
    let head: PageHead;
    try {
      head = await describePage(c.req.path, defaults, { hasSessionCookie, locale });
    } catch (error) {
      // The page still works without its own head; a database hiccup must not take the site down. What
      // the page is cannot be told (a private session?), so it says nothing of it and is not indexed.
      log(`Could not describe the page ${c.req.path}:`, error);
      const match = matchSiteRoute(c.req.path);
      head = match
        ? { ...siteHead(match.route, defaults), canonicalPath: null, robots: "noindex" }
        : notFoundHead(defaults);
    }
    const drawn = await body;
    if (drawn) {
      // Drawn for a signed-out visitor: never kept by a cache, nor given to one who signs in (the cookie).
      c.header("Cache-Control", "private, no-cache");
      c.header("Vary", "Cookie");
    }
    const page = drawn
      ? renderPage(drawnPageTemplate, head, appUrl, drawn)
      : renderPage(template, inServedLanguage(head, locale), appUrl);
    return c.html(page, head.status);
  });

  /** The page drawn on the server, or null: then the browser draws it, as it always can. */
  async function drawPage(url: string, visitor: PageVisitorAddress, locale: Locale): Promise<PageBody | null> {
    try {
      const render = await renderPublicPage;
      return render ? await render(new URL(url), visitor, locale) : null;
    } catch (error) {
      log(`Could not render the page ${new URL(url).pathname}:`, error);
      return null;
    }
  }
}
