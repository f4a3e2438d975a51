import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { type Browser, chromium } from "@playwright/test";
import { type Cleanup, spawnTracked, waitForExit } from "./lifecycle.ts";

/**
 * JavaScript weight of the web app's `/`, always gzip level 9 (node:zlib), in KB of 1,000 bytes as Vite's
 * own build report prints them.
 */

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
export const WEB_DIST = path.join(repoRoot, "apps/web/dist");

export interface JsWeight {
  files: string[];
  gzipBytes: number;
  /** React's development JSX runtime is in it: dist/ was built in development mode and is not representative. */
  developmentBuild?: boolean;
}

export const toKb = (bytes: number) => bytes / 1000;

export function gzipBytes(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Runs `npm run build` unless both the web app and the server bundle are built. */
export async function ensureWebBuild(cleanup: Cleanup): Promise<void> {
  if (existsSync(path.join(WEB_DIST, "index.html")) && existsSync(path.join(repoRoot, "apps/server/dist/main.js")))
    return;
  console.error("The build is missing: running `npm run build`…");
  // Its output goes to stderr with the progress lines, keeping stdout for the table.
  const child = spawnTracked("npm", ["run", "build"], { cwd: repoRoot, stdio: ["ignore", 2, 2] });
  cleanup.defer("stop npm run build", () => child.kill("SIGTERM"));
  await waitForExit(child);
  if (child.exitCode !== 0) throw new Error(`npm run build failed (${child.exitCode ?? child.signalCode})`);
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    found[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? "";
  }
  return found;
}

/** Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; never `import(…)`. */
const STATIC_IMPORT =
  /(?<![\w$.])(?:import|export)\s*(?:(?:\{[^}]*\}|\*\s*(?:as\s+[\w$]+)?|[\w$]+(?:\s*,\s*(?:\{[^}]*\}|\*\s*as\s+[\w$]+))?)\s*from\s*)?(["'`])(\.{1,2}\/[^"'`]+?\.js)\1/g;

export function staticImportsOf(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[2]!);
}

/**
 * What `/` needs before the app can run: the entry module script of index.html, its modulepreload links,
 * and every chunk they reach through static imports (lazy `import()` chunks excluded).
 */
export function initialJs(distDir = WEB_DIST): JsWeight {
  const html = readFileSync(path.join(distDir, "index.html"), "utf8");
  const roots: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    if (attrs.type === "module" && attrs.src) roots.push(attrs.src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    if (attrs.rel === "modulepreload" && attrs.href) roots.push(attrs.href);
  }
  if (roots.length === 0) throw new Error(`no <script type="module" src> in ${distDir}/index.html`);

  const seen = new Set<string>();
  const queue = roots.map((src) => path.join(distDir, src.replace(/^\//, "")));
  let total = 0;
  let developmentBuild = false;
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file);
    total += gzipBytes(code);
    const text = code.toString("utf8");
    developmentBuild ||= text.includes("jsxDEV");
    for (const specifier of staticImportsOf(text)) queue.push(path.resolve(path.dirname(file), specifier));
  }
  return { files: [...seen].map((file) => path.relative(distDir, file)), gzipBytes: total, developmentBuild };
}

/** Headless Chromium as every browser step of the bench runs it (CHROMIUM_PATH or /usr/bin/chromium), closed with `cleanup`. */
export async function launchChromium(cleanup: Cleanup): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  cleanup.defer("close Chromium", () => browser.close());
  return browser;
}

/**
 * The JS a visitor landing on `url` actually downloads (lazy chunks loaded at once included), via Chromium, in
 * a browser speaking `locale` (its Accept-Language and navigator.languages): each file's gzip size too.
 */
export async function visitorJs(
  url: string,
  cleanup: Cleanup,
  { locale = "en-GB" }: { locale?: string } = {},
): Promise<JsWeight & { gzipBytesOf: Map<string, number> }> {
  const browser = await launchChromium(cleanup);
  const page = await browser.newPage({ locale });
  const bodies = new Map<string, Promise<Buffer>>();
  page.on("response", (response) => {
    const responseUrl = new URL(response.url());
    if (responseUrl.pathname.endsWith(".js") && response.ok() && !bodies.has(responseUrl.href)) {
      bodies.set(responseUrl.href, response.body());
    }
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const gzipBytesOf = new Map<string, number>();
  for (const [href, body] of bodies) gzipBytesOf.set(new URL(href).pathname, gzipBytes(await body));
  await browser.close();
  const total = [...gzipBytesOf.values()].reduce((sum, bytes) => sum + bytes, 0);
  return { files: [...gzipBytesOf.keys()], gzipBytes: total, gzipBytesOf };
}

/** A page of one module, `main.js`, built by Vite in production mode (no module-preload polyfill): its JS. */
async function floorPageJs(name: string, mainJs: string, cleanup: Cleanup): Promise<JsWeight> {
  const { build } = await import("vite");
  const tmpRoot = path.join(repoRoot, "bench/.tmp");
  const dir = path.join(tmpRoot, `${name}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  cleanup.defer(`remove ${dir}`, () => {
    rmSync(dir, { recursive: true, force: true });
    if (existsSync(tmpRoot) && readdirSync(tmpRoot).length === 0) rmdirSync(tmpRoot);
  });
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html><body><script type="module" src="./main.js"></script></body></html>\n',
  );
  writeFileSync(path.join(dir, "main.js"), mainJs);
  const outDir = path.join(dir, "dist");
  await build({
    root: dir,
    configFile: false,
    logLevel: "error",
    mode: "production",
    cacheDir: path.join(dir, ".vite"),
    build: { outDir, emptyOutDir: true, modulePreload: false },
  });
  const assets = path.join(outDir, "assets");
  const files = readdirSync(assets).filter((file) => file.endsWith(".js"));
  const total = files.reduce((sum, file) => sum + gzipBytes(readFileSync(path.join(assets, file))), 0);
  return { files, gzipBytes: total };
}

/** The floor of any React app: `createRoot(document.body).render(null)` (react + react-dom + scheduler). */
export function reactAloneJs(cleanup: Cleanup): Promise<JsWeight> {
  return floorPageJs(
    "react-alone",
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.body).render(null);\n",
    cleanup,
  );
}

/**
 * The floor of this app's stack (docs/features/performance.md): React, React Router's data router (a lazy route,
 * Link, useBlocker, ScrollRestoration) and TanStack Query (a query and a mutation), rendering nothing of
 * its own. What a page weighs above it is the app's own code and the libraries it chose.
 */
export function stackFloorJs(cleanup: Cleanup): Promise<JsWeight> {
  const main = `import { createElement as h } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, Link, Outlet, RouterProvider, ScrollRestoration, useBlocker } from "react-router";
import { QueryClient, QueryClientProvider, useMutation, useQuery } from "@tanstack/react-query";
function Shell() {
  useBlocker(false);
  const session = useQuery({ queryKey: ["session"], queryFn: () => fetch("/api/auth/session").then((r) => r.json()) });
  useMutation({ mutationFn: async () => null });
  return h("div", null, h(Link, { to: "/" }, String(session.data)), h(Outlet), h(ScrollRestoration));
}
const router = createBrowserRouter([{ element: h(Shell), children: [{ path: "/", lazy: async () => ({ element: null }) }] }]);
createRoot(document.body).render(h(QueryClientProvider, { client: new QueryClient() }, h(RouterProvider, { router })));
`;
  return floorPageJs("stack-floor", main, cleanup);
}
