/**
 * The server's renderer of the public pages (docs/decisions/012-server-rendered-public-pages.md): built by
 * `vite build --ssr` into dist-ssr/ and loaded by the server at start (apps/server/src/ssr/). It draws a
 * page with the app's own routes and the answers its queries need, which the browser then hydrates
 * (main.tsx). Signed-in coaches are not rendered here: the server sends them the client-rendered shell.
 */
import { PassThrough } from "node:stream";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { Locale } from "@touchline/contracts";
import { type ReactNode, StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { routes } from "./app/router.tsx";
import { LazyToaster } from "./components/ui/lazy-toaster.tsx";
import { currentUserQuery } from "./features/auth/api/use-current-user.ts";
import { answerApiRequestsWith } from "./lib/api-client.ts";
import { activateLocale, createI18n } from "./lib/i18n/catalogues.ts";
import { createQueryClient } from "./lib/query-client.ts";
import {
  DRAW_FAILURES_AS_THEY_ARE,
  SERVER_STATE_ELEMENT_ID,
  serializeServerState,
} from "./lib/server-rendered-state.ts";
import { setRenderedOrigin } from "./lib/site-origin.ts";

/**
 * The pages drawn on the server, by their route's path in app/router.tsx, each with the modules its first
 * paint runs: the route's page and what that page loads lazily on a visitor's first view (the landing page
 * and its live board behind `/`, a session's QR code). The server preloads their chunks from the first HTML, so no page waits
 * on a second round of requests for its code; it refuses to start if one of these is not a chunk of the
 * build, so a moved page cannot silently lose its preload.
 */
export const SERVER_RENDERED_PAGES: Readonly<Record<string, readonly string[]>> = {
  "/": [
    "src/app/routes/home-page.tsx",
    "src/features/landing/components/landing-page.tsx",
    "src/features/landing/components/live-demo-board.tsx",
  ],
  "/about": ["src/features/static-pages/components/about-page.tsx"],
  "/privacy": ["src/features/static-pages/components/privacy-page.tsx"],
  "/terms": ["src/features/static-pages/components/terms-page.tsx"],
  "/faq": ["src/features/static-pages/components/faq-page.tsx"],
  "/shortcuts": ["src/features/static-pages/components/shortcuts-page.tsx"],
  "/feedback": ["src/app/routes/feedback-page.tsx"],
  "/blog": ["src/app/routes/blog-page.tsx"],
  "/blog/:slug": ["src/app/routes/blog-post-page.tsx"],
  "/sessions/:id": ["src/app/routes/session-page.tsx", "src/components/ui/qr-code.tsx"],
  "/s/:shortId": [
    "src/app/routes/short-session-page.tsx",
    "src/app/routes/session-page.tsx",
    "src/components/ui/qr-code.tsx",
  ],
  "/search": ["src/app/routes/search-page.tsx"],
  // A team's link and a player's plan: opened on a phone at the touchline, they arrive drawn too.
  "/team/:token": ["src/app/routes/team-page.tsx"],
  "/player/:token/next": ["src/app/routes/player-plan-page.tsx"],
  "*": ["src/app/routes/not-found-page.tsx"],
};

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The script carrying the answers the page was drawn with (main.tsx reads it), for after the root. */
  stateScript: string;
  /** The source modules (keys of Vite's manifest) the page's first paint runs. */
  modules: readonly string[];
}

export interface PageRenderer {
  /**
   * The page at `url` as a signed-out visitor sees it, in `locale` (the server chose it from the visitor's
   * cookie or browser); null when it is not one of SERVER_RENDERED_PAGES.
   */
  render(url: URL, locale: Locale): Promise<RenderedPage | null>;
}

/**
 * Queries are found by rendering: the first pass registers the queries the page's components ask for,
 * they are fetched, and the next pass draws with their answers. A page whose answers lead to further
 * queries (a post's images, say) takes another pass; this many are enough for every page above.
 */
const MAX_RENDER_PASSES = 3;

export interface PageRendererOptions {
  /** Answers the app's API requests (`/api/…`, relative) in-process, as a signed-out visitor. */
  fetchApi: typeof fetch;
  /** The app's public URL (APP_URL), for the links a page shows (a session's share link, say). */
  origin: string;
}

export function createPageRenderer({ fetchApi, origin }: PageRendererOptions): PageRenderer {
  answerApiRequestsWith(fetchApi);
  setRenderedOrigin(origin);
  // One handler for the process: it resolves each lazy route once and keeps it.
  const handler = createStaticHandler(routes);
  return {
    async render(url, locale) {
      const context = await handler.query(new Request(url));
      if (context instanceof Response) return null;
      const pattern = context.matches.at(-1)?.route.path;
      const modules = pattern === undefined ? undefined : SERVER_RENDERED_PAGES[pattern];
      if (!modules) return null;
      const router = createStaticRouter(handler.dataRoutes, context);
      const queryClient = createQueryClient();
      // A failure is drawn as the browser would draw it after its retries; the page must not wait on them.
      queryClient.setDefaultOptions({
        queries: { ...queryClient.getDefaultOptions().queries, retry: false, ...DRAW_FAILURES_AS_THEY_ARE },
      });
      // Every page and the shell ask who is signed in (nobody, here): answered before the first pass.
      await queryClient.prefetchQuery(currentUserQuery);
      // Pages are drawn concurrently, each in its visitor's language: an i18n instance per page.
      const i18n = createI18n();
      await activateLocale(i18n, locale);
      const app = (
        <StrictMode>
          <I18nProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
              <LazyToaster />
            </QueryClientProvider>
          </I18nProvider>
        </StrictMode>
      );
      let html = await renderToHtml(app);
      for (let pass = 1; pass < MAX_RENDER_PASSES; pass++) {
        const unanswered = queryClient
          .getQueryCache()
          .findAll({ type: "all", predicate: (query) => query.state.status === "pending" && isEnabled(query) });
        if (unanswered.length === 0) break;
        await Promise.all(
          unanswered.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
        );
        html = await renderToHtml(app);
      }
      // eslint-disable-next-line lingui/no-unlocalized-strings -- markup for the browser, not words
      const stateScript = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${serializeServerState(queryClient)}</script>`;
      queryClient.clear();
      return { html, stateScript, modules };
    },
  };
}

type CachedQuery = ReturnType<ReturnType<ReturnType<typeof createQueryClient>["getQueryCache"]>["findAll"]>[number];

/** A query its component asked for (`enabled` true or left out); a search with no words waits, say. */
function isEnabled(query: CachedQuery): boolean {
  const enabled: unknown = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === "function") return (enabled as (query: CachedQuery) => boolean)(query) !== false;
  return enabled !== false;
}

/** The whole page, lazy parts included: it is sent once, complete, with the head the server writes. */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new PassThrough();
    sink.setEncoding("utf8");
    sink.on("data", (chunk: string) => (html += chunk));
    sink.on("end", () => resolve(html));
    const stream = renderToPipeableStream(element, {
      // Every part in place, never sent later with an inline script to move it there: the page goes out
      // whole anyway, and the Content-Security-Policy runs no inline script.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // A part that failed is rendered by the browser instead (React's client fallback); say why here.
        console.error("Rendering a public page failed in part:", error);
      },
    });
  });
}
