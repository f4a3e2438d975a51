import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { OFFLINE_API_PATH, OFFLINE_CACHES, OFFLINE_LINK_PATH } from "./src/lib/offline-caches.ts";
import { linguiPlugins } from "./lingui-plugins.ts";

/** The app shell's key in the precache: the server writes index.html's head per page and answers "/" with it. */
const APP_SHELL_URL = "/";

/**
 * Workbox writes a route's matcher into the service worker as source text, so it may not close over this
 * file's variables: the API pattern is spelled into the function's own text from the one shared definition.
 */
const isOfflineApiRequest = new Function(
  "{ url, sameOrigin }",
  `return sameOrigin && ${String(OFFLINE_API_PATH)}.test(url.pathname);`,
) as (options: { url: URL; sameOrigin: boolean }) => boolean;
const isOfflineLinkRequest = new Function(
  "{ url, sameOrigin }",
  `return sameOrigin && ${String(OFFLINE_LINK_PATH)}.test(url.pathname);`,
) as (options: { url: URL; sameOrigin: boolean }) => boolean;

const THIRTY_DAYS = 30 * 24 * 60 * 60;

export default defineConfig(({ isSsrBuild }) => ({
  // Brotli and gzip copies beside each asset: the server sends them as they are instead of compressing
  // every response again, which on a page's first load is a dozen files at once. The PDF's fonts are
  // included: gzipping one on each request costs the server about 20 ms.
  plugins: [
    react(),
    ...linguiPlugins(),
    tailwindcss(),
    // The server renderer's build (entry-server.tsx, `vite build --ssr`) is loaded by the server from disk:
    // no service worker, manifest or compressed copies of its own.
    ...(isSsrBuild ? [] : browserOnlyPlugins()),
  ],
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
  // The server renderer carries its libraries (React's production build among them) in dist-ssr/, so the
  // server runs it as built whatever NODE_ENV it was started with.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { "process.env.NODE_ENV": JSON.stringify("production") } }
    : {}),
  build: isSsrBuild
    ? { outDir: "dist-ssr", emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: "dist",
        emptyOutDir: true,
        // Which chunks each page's modules are in: the server preloads a server-rendered page's own
        // (apps/server/src/ssr/), so its code arrives in one round after the HTML.
        manifest: true,
      },
}));

function browserOnlyPlugins() {
  return [
    // Installable and offline (docs/features/offline.md): a manifest and a Workbox service worker
    // that precaches the app (every route's code but the PDF engine) and keeps the answers a coach needs
    // on the grass. 'prompt': a new version waits until the coach chooses to reload (lib/pwa/).
    VitePWA({
      registerType: "prompt",
      // Registered by the app itself, lazily, after the first page has loaded (main.tsx).
      injectRegister: null,
      // The icons are in the precache through globPatterns already.
      includeManifestIcons: false,
      manifest: {
        name: "Touchline",
        short_name: "Touchline",
        description: "Plan football training sessions on a drag-and-drop pitch, and run them on the grass.",
        theme_color: "#22c55e",
        background_color: "#ffffff",
        display: "standalone",
        start_url: "/",
        scope: "/",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png}"],
        // The PDF engine (1.2 MB) is fetched only by Export PDF; kept at runtime once used (assets below).
        globIgnores: ["**/export-session-pdf-*.js"],
        // The server answers "/" with index.html (its head written for the home page); index.html by
        // its own name is not a page (404), so the shell is precached under "/".
        manifestTransforms: [
          (entries) => ({
            manifest: entries.map((entry) => (entry.url === "index.html" ? { ...entry, url: APP_SHELL_URL } : entry)),
            warnings: [],
          }),
        ],
        // Pages go to the network (the server writes each one's head and status, and a 404 stays a 404);
        // only when it cannot answer does the precached shell open the page offline (runtime below).
        navigateFallback: null,
        inlineWorkboxRuntime: true,
        cleanupOutdatedCaches: true,
        // The first visit's worker takes the page at once, so what the coach opens next is kept already.
        clientsClaim: true,
        runtimeCaching: [
          {
            // Network only, never a kept copy: a page kept from an older version would name files the
            // new precache no longer has. The shell of this version opens any page the network cannot.
            urlPattern: ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith("/api/"),
            handler: "NetworkOnly",
            options: { precacheFallback: { fallbackURL: APP_SHELL_URL } },
          },
          {
            // Only GETs (Workbox's default method); signed-in answers are cleared on sign-out
            // (lib/offline-cache.ts), so a shared device never shows one coach's sessions to the next.
            // The kept copy answers only when the network cannot (offline, no connection), never because
            // the server is slow: a stale "who is signed in" would show a coach signed out just after
            // signing in, and a stale session opened in the builder would be saved over a newer one.
            urlPattern: isOfflineApiRequest,
            handler: "NetworkFirst",
            options: {
              cacheName: OFFLINE_CACHES.api,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 300, maxAgeSeconds: THIRTY_DAYS },
            },
          },
          {
            // A team link's page and a personal link's plan, as the API cache's answers are (network first,
            // the kept copy only when the network cannot answer), in a cache signing in or out leaves: they
            // are the link holder's, not the account's. A dead link's 404 is not kept.
            urlPattern: isOfflineLinkRequest,
            handler: "NetworkFirst",
            options: {
              cacheName: OFFLINE_CACHES.links,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 20, maxAgeSeconds: THIRTY_DAYS },
            },
          },
          {
            urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith("/api/images/"),
            handler: "CacheFirst",
            options: {
              cacheName: OFFLINE_CACHES.images,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 100, maxAgeSeconds: THIRTY_DAYS },
            },
          },
          {
            urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith("/assets/"),
            handler: "CacheFirst",
            options: {
              cacheName: OFFLINE_CACHES.assets,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 30, maxAgeSeconds: THIRTY_DAYS },
            },
          },
        ],
      },
    }),
    compression({
      algorithms: ["brotliCompress", "gzip"],
      threshold: 1024,
      include: /\.(html|xml|css|json|js|mjs|svg|ttf|webmanifest)$/,
    }),
  ];
}
