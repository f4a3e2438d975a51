import { registerSW } from "virtual:pwa-register";
import { keepForOffline } from "../offline-caches.ts";
import { offerUpdate } from "./app-update.ts";

/**
 * Registers the service worker Workbox generated (vite.config.ts). Loaded after the first page, so it
 * weighs nothing on `/`. A new version is installed in the background and waits: the app offers to
 * reload into it rather than run a page of one version on the files of another.
 */
export function registerServiceWorker(): void {
  const wasControlled = !!navigator.serviceWorker.controller;
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => offerUpdate(() => updateServiceWorker(true)),
  });
  // On the first visit the worker takes the page over only after the page asked for its session and the
  // session it shows: asked again through the worker, they are kept for offline use too.
  if (!wasControlled) {
    navigator.serviceWorker.addEventListener(
      "controllerchange",
      () => keepForOffline(performance.getEntriesByType("resource").map((entry) => entry.name)),
      { once: true },
    );
  }
}
