import { Suspense } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { Footer } from "./footer.tsx";
import { NavBar } from "./nav-bar.tsx";
import { useGlobalShortcuts } from "./use-global-shortcuts.ts";

export function AppShell({ showsBreadcrumbs = true }: { showsBreadcrumbs?: boolean }) {
  useGlobalShortcuts();
  // The router is loading the next page's code (pages are lazy routes, see router.tsx).
  const isLoadingPage = useNavigation().state === "loading";
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <NavBar />
      {showsBreadcrumbs ? <Breadcrumbs /> : null}
      <main id="main" className="flex-1">
        {isLoadingPage ? (
          <PageSpinner />
        ) : (
          // For what a page itself loads lazily (an admin screen, a dialog).
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
