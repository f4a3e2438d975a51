import { useCallback, useEffect, useRef, useState } from "react";
import { useFullScreenLayout } from "../../lib/app-layout.ts";

export interface FullScreen {
  isFullScreen: boolean;
  /** The current value, for actions that run outside React's render (the keyboard, the command palette). */
  readIsFullScreen(): boolean;
  setFullScreen(isOn: boolean): void;
}

/**
 * The editor's full screen, for projecting a board on a wall or coaching from a tablet: the editor fills
 * the window and the site's navigation bar, breadcrumbs and footer are hidden (the app's own mode, which
 * works everywhere). Where the browser allows, the page also goes full screen (the Fullscreen API): on
 * the whole document rather than the editor's element, so the dialogs, menus and notifications the app
 * shows above the page stay visible. Leaving the browser's full screen (its own Escape) leaves the mode;
 * the page's scroll position is put back on the way out.
 */
export function useFullScreen(): FullScreen {
  const [isFullScreen, setIsFullScreen] = useState(false);
  useFullScreenLayout(isFullScreen);
  const state = useRef({ isOn: false, isBrowserFullScreen: false, scrollY: 0 });

  const setFullScreen = useCallback((isOn: boolean) => {
    const current = state.current;
    if (isOn === current.isOn) return;
    current.isOn = isOn;
    setIsFullScreen(isOn);
    if (isOn) {
      current.scrollY = window.scrollY;
      const page = document.documentElement;
      if (document.fullscreenEnabled && !document.fullscreenElement && typeof page.requestFullscreen === "function") {
        page.requestFullscreen({ navigationUI: "hide" }).then(
          () => {
            current.isBrowserFullScreen = true;
            // Left again before the browser got there.
            if (!current.isOn) void exitBrowserFullScreen(current);
          },
          // Refused (no user gesture, a frame without permission): the app's own full screen remains.
          () => {},
        );
      }
      return;
    }
    void exitBrowserFullScreen(current);
    const { scrollY } = current;
    requestAnimationFrame(() => window.scrollTo(0, scrollY));
  }, []);

  useEffect(() => {
    const current = state.current;
    const onChange = () => {
      if (document.fullscreenElement || !current.isBrowserFullScreen) return;
      current.isBrowserFullScreen = false;
      setFullScreen(false);
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => {
      document.removeEventListener("fullscreenchange", onChange);
      void exitBrowserFullScreen(current);
    };
  }, [setFullScreen]);

  const readIsFullScreen = useCallback(() => state.current.isOn, []);
  return { isFullScreen, readIsFullScreen, setFullScreen };
}

async function exitBrowserFullScreen(current: { isBrowserFullScreen: boolean }) {
  if (!current.isBrowserFullScreen) return;
  current.isBrowserFullScreen = false;
  if (document.fullscreenElement) await document.exitFullscreen().catch(() => {});
}
