import { Trans } from "@lingui/react/macro";
import { Suspense } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { PageLoading } from "../../components/ui/spinner.tsx";
import { useAccountLocale } from "../../features/account/index.ts";
import { CoachSizeUnit } from "../../features/account/components/coach-size-unit.tsx";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";
import { useAppLayout } from "../../lib/app-layout.ts";
import { cn } from "../../lib/cn.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { Footer } from "./footer.tsx";
import { NavBar } from "./nav-bar.tsx";
import { OfflineStatus } from "./offline-status.tsx";
import { UpdatePrompt } from "./update-prompt.tsx";
import { useGlobalShortcuts } from "./use-global-shortcuts.ts";

export function AppShell({ showsBreadcrumbs = true }: { showsBreadcrumbs?: boolean }) {
  useGlobalShortcuts();
  useAccountLocale();
  // The router is loading the next page's code (pages are lazy routes, see router.tsx).
  const isLoadingPage = useNavigation().state === "loading";
  // A page whose subject is the editor is an application: one frame of the window's height, with the
  // editor's own header instead of the site's navigation, breadcrumbs and footer (see lib/app-layout.ts).
  // Its overflow is clipped, not hidden: nothing, not even scrollIntoView, may scroll the frame and push
  // the pitch out of the window.
  const { isApplication, isFullScreen } = useAppLayout();
  const isFrame = isApplication || isFullScreen;
  const { user } = useCurrentUser();
  return (
    <div className={cn("flex flex-col", isFrame ? "h-dvh overflow-clip" : "min-h-dvh")}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      {/* Hidden, not unmounted, on the editor's pages: the bell keeps its live stream. */}
      <div className={isFrame ? "hidden" : "contents"}>
        <NavBar />
        {showsBreadcrumbs ? <Breadcrumbs isCompact={isApplication} /> : null}
      </div>
      <OfflineStatus isSignedIn={user !== null} />
      {/* At least a window tall: the footer starts below the fold, so a page whose content arrives after
          its code (a spinner first) does not push a footer the reader sees down the screen. */}
      <main id="main" className={cn("flex-1", isFrame ? "flex min-h-0 flex-col" : "min-h-dvh")}>
        {isLoadingPage ? (
          <PageLoading />
        ) : (
          // For what a page itself loads lazily (an admin screen, a dialog).
          <Suspense fallback={<PageLoading />}>
            <CoachSizeUnit>
              <Outlet />
            </CoachSizeUnit>
          </Suspense>
        )}
      </main>
      {isFrame ? null : <Footer />}
      <UpdatePrompt />
      <ScrollRestoration />
    </div>
  );
}
