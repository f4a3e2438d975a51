import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Locale } from "@touchline/contracts";
import { escapeHtml, type PageBody } from "../lib/page-head.ts";
import { styleElementOf } from "./inline-stylesheets.ts";
import { type BuildManifest, modulePreloads } from "./module-preloads.ts";

/**
 * What the web app's server entry (apps/web/src/entry-server.tsx, built into apps/web/dist-ssr) exports.
 * Spelled here rather than imported, so the server's type check does not take in the web app's sources.
 */
interface WebServerEntry {
  SERVER_RENDERED_PAGES: Readonly<Record<string, readonly string[]>>;
  createPageRenderer(options: { fetchApi: typeof fetch; origin: string }): {
    render(url: URL, locale: Locale): Promise<{ html: string; stateScript: string; modules: readonly string[] } | null>;
  };
}

/** The signed-out visitor a page is drawn for: the page's API reads are made on their behalf. */
export interface PageVisitorAddress {
  /** Their address, as the request for the page gave it (lib/client-ip.ts). */
  address: string;
}

/** Answers one of a page's API requests in-process, as a request of the visitor the page is drawn for. */
export type FetchApiFor = (
  input: Parameters<typeof fetch>[0],
  init: Parameters<typeof fetch>[1],
  visitor: PageVisitorAddress,
) => Promise<Response>;

/**
 * A public page as a signed-out visitor sees it, drawn on the server in their language; null for the pages
 * it does not draw.
 */
export type RenderPublicPage = (url: URL, visitor: PageVisitorAddress, locale: Locale) => Promise<PageBody | null>;

/** Where the web build keeps the server entry, beside the browser's build in `webDistDir`. */
export const serverEntryPath = (webDistDir: string) => path.join(webDistDir, "..", "dist-ssr", "entry-server.js");

/**
 * Loads the web app's server entry and the build manifest once, at start. Null when the web app was
 * built without its server entry: every page is then the client-rendered shell, as before. Rejects when
 * the entry names a page module the build has no chunk for (a page moved without its preload list).
 */
export async function loadPageRenderer({
  webDistDir,
  fetchApi,
  appUrl,
}: {
  webDistDir: string;
  /** Answers the pages' API requests in-process (the app's own `app.request`), each as its visitor's. */
  fetchApi: FetchApiFor;
  appUrl: string;
}): Promise<RenderPublicPage | null> {
  const entryPath = serverEntryPath(webDistDir);
  const manifestPath = path.join(webDistDir, ".vite", "manifest.json");
  if (!existsSync(entryPath) || !existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as BuildManifest;
  const entry = (await import(pathToFileURL(entryPath).href)) as WebServerEntry;
  // Each page's preloads, worked out (and checked against the build) before the first visitor.
  const preloadTagsOf = new Map(
    Object.values(entry.SERVER_RENDERED_PAGES).map((modules) => [modules, preloadTags(webDistDir, manifest, modules)]),
  );
  // The entry takes one fetch for the process, and pages are drawn concurrently: each drawing's visitor
  // follows its own requests through async context. Without it every page's reads would come from one
  // address-less client, counted as one visitor apart from the browser's own reads (a second view of a
  // session for every visitor who opens its page) and sharing one rate limit with every other visitor.
  const drawnFor = new AsyncLocalStorage<PageVisitorAddress>();
  const renderer = entry.createPageRenderer({
    fetchApi: (input, init) => {
      const visitor = drawnFor.getStore();
      if (!visitor) return Promise.reject(new Error("A page's API request was made outside its drawing."));
      return fetchApi(input, init, visitor);
    },
    origin: appUrl,
  });
  return async (url, visitor, locale) => {
    const page = await drawnFor.run(visitor, () => renderer.render(url, locale));
    if (!page) return null;
    return {
      locale,
      preloadTags: preloadTagsOf.get(page.modules) ?? preloadTags(webDistDir, manifest, page.modules),
      rootHtml: page.html,
      stateScript: page.stateScript,
    };
  };
}

/** The page's own stylesheets, inlined as the entry's are (serve-web-app.ts), and its code's preloads. */
function preloadTags(webDistDir: string, manifest: BuildManifest, modules: readonly string[]): string {
  const { scripts, stylesheets } = modulePreloads(manifest, modules);
  return [
    ...stylesheets.map((file) => styleElementOf(webDistDir, file)),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
  ].join("\n    ");
}
