import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { escapeHtml, type PageBody } from "../lib/page-head.ts";
import { type BuildManifest, modulePreloads } from "./module-preloads.ts";

/**
 * What the web app's server entry (apps/web/src/entry-server.tsx, built into apps/web/dist-ssr) exports.
 * Spelled here rather than imported, so the server's type check does not take in the web app's sources.
 */
interface WebServerEntry {
  SERVER_RENDERED_PAGES: Readonly<Record<string, readonly string[]>>;
  createPageRenderer(options: { fetchApi: typeof fetch; origin: string }): {
    render(url: URL): Promise<{ html: string; stateScript: string; modules: readonly string[] } | null>;
  };
}

/** A public page as a signed-out visitor sees it, drawn on the server; null for the pages it does not draw. */
export type RenderPublicPage = (url: URL) => Promise<PageBody | null>;

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
  /** Answers the pages' API requests in-process (the app's own `app.request`). */
  fetchApi: typeof fetch;
  appUrl: string;
}): Promise<RenderPublicPage | null> {
  const entryPath = serverEntryPath(webDistDir);
  const manifestPath = path.join(webDistDir, ".vite", "manifest.json");
  if (!existsSync(entryPath) || !existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as BuildManifest;
  const entry = (await import(pathToFileURL(entryPath).href)) as WebServerEntry;
  // Each page's preloads, worked out (and checked against the build) before the first visitor.
  const preloadTagsOf = new Map(
    Object.values(entry.SERVER_RENDERED_PAGES).map((modules) => [modules, preloadTags(manifest, modules)]),
  );
  const renderer = entry.createPageRenderer({ fetchApi, origin: appUrl });
  return async (url) => {
    const page = await renderer.render(url);
    if (!page) return null;
    return {
      preloadTags: preloadTagsOf.get(page.modules) ?? preloadTags(manifest, page.modules),
      rootHtml: page.html,
      stateScript: page.stateScript,
    };
  };
}

function preloadTags(manifest: BuildManifest, modules: readonly string[]): string {
  const { scripts, stylesheets } = modulePreloads(manifest, modules);
  return [
    ...stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
  ].join("\n    ");
}
