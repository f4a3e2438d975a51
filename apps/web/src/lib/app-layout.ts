import { useLayoutEffect, useSyncExternalStore } from "react";

/**
 * How the app shell lays the page out. Most pages are documents: they scroll, and the footer ends them.
 * A page whose subject is the pitch editor is an application instead: a frame of the window's height,
 * with the editor's own slim header in place of the site's navigation bar, breadcrumbs and footer,
 * whose parts scroll inside themselves, so the pitch never scrolls away. Full screen does the same for
 * an editor inside a document page.
 *
 * Pages ask for a layout while they are mounted (`useApplicationLayout`, `useFullScreenLayout`); the shell
 * reads the outcome (`useAppLayout`). Requests are counted, so two parts asking at once, or one leaving
 * as the next arrives, never switch the layout back too early.
 */
export interface AppLayout {
  isApplication: boolean;
  isFullScreen: boolean;
}

const requests = { application: 0, fullScreen: 0 };
let snapshot: AppLayout = { isApplication: false, isFullScreen: false };
const listeners = new Set<() => void>();

function change(kind: keyof typeof requests, by: 1 | -1) {
  requests[kind] += by;
  const next = { isApplication: requests.application > 0, isFullScreen: requests.fullScreen > 0 };
  if (next.isApplication === snapshot.isApplication && next.isFullScreen === snapshot.isFullScreen) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

const SERVER_SNAPSHOT: AppLayout = { isApplication: false, isFullScreen: false };

/** The layout now, outside React's render (an effect deciding something once). */
export function readAppLayout(): AppLayout {
  return snapshot;
}

/** The layout the shell draws now. */
export function useAppLayout(): AppLayout {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => SERVER_SNAPSHOT,
  );
}

// Before paint, so the page never shows a frame in the other layout.
function useRequest(kind: keyof typeof requests, isActive: boolean) {
  useLayoutEffect(() => {
    if (!isActive) return;
    change(kind, 1);
    return () => change(kind, -1);
  }, [kind, isActive]);
}

/** While mounted (and `isActive`), the page is an application: a fixed-height frame without the site's bars. */
export function useApplicationLayout(isActive = true): void {
  useRequest("application", isActive);
}

/** While `isActive`, the site's navigation bar, breadcrumbs and footer are hidden (the editor's full screen). */
export function useFullScreenLayout(isActive: boolean): void {
  useRequest("fullScreen", isActive);
}
