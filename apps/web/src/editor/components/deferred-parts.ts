import { deferredModule, loadWhenIdle } from "../../lib/deferred-module.ts";
import { formationCommand } from "../actions/editor-actions.ts";

/** The details panel's tabs, but Properties with nothing selected (see DetailsPanel). */
export const detailsTabs = deferredModule(() => import("./details-tabs.tsx"));
/** The field a text or a number is typed into on the pitch, while one is. */
export const inPlaceTextEditor = deferredModule(() => import("./in-place-text-editor.tsx"));
/** The outline and handles of what is selected. */
export const selectionOverlay = deferredModule(() => import("./selection-overlay.tsx"));
/** The fields of the Animation options panel. */
export const animationOptions = deferredModule(() => import("./animation-options.tsx"));

const DEFERRED_PARTS = [detailsTabs, inPlaceTextEditor, selectionOverlay, animationOptions, formationCommand];

/** The first signs of a coach at work: any of them, anywhere on the page, loads the parts at once. */
const FIRST_USE_EVENTS = ["pointermove", "pointerdown", "keydown", "focusin"] as const;

/** How long the page stays quiet after the editor appears before the parts load anyway. */
const QUIET_PAGE_MS = 2_000;

/**
 * The editor's first load carries what draws the board and starts a drawing; the parts above come
 * after its first paint, so on a slow connection they do not hold the board back. They load when the
 * coach first moves the pointer, presses, types or tabs, or once the page has been quiet a moment,
 * whichever is first: by the time a panel, a field on the pitch or the animation's options are opened,
 * they are there. Returns the function that stops waiting (the editor has gone).
 */
export function preloadDeferredParts(): () => void {
  let cancelIdleLoad: (() => void) | undefined;
  const loadNow = () => {
    stopWaiting();
    for (const part of DEFERRED_PARTS) part.load().catch(() => {});
  };
  const quietTimer = window.setTimeout(() => {
    stopWaiting();
    cancelIdleLoad = loadWhenIdle(DEFERRED_PARTS);
  }, QUIET_PAGE_MS);
  function stopWaiting() {
    window.clearTimeout(quietTimer);
    for (const type of FIRST_USE_EVENTS) document.removeEventListener(type, loadNow, true);
  }
  for (const type of FIRST_USE_EVENTS) document.addEventListener(type, loadNow, { capture: true, passive: true });
  return () => {
    stopWaiting();
    cancelIdleLoad?.();
  };
}
