import { type ComponentType, lazy, type LazyExoticComponent, type ReactNode } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { ADMIN_SECTIONS } from "@touchline/contracts";
import { PageLoading } from "../components/ui/spinner.tsx";
import { RequireAuth } from "./guards/require-auth.tsx";
import { RequireLevel } from "./guards/require-level.tsx";
import { AppShell } from "./layout/app-shell.tsx";
import { RouteErrorFallback } from "./layout/error-fallback.tsx";

/** What a lazy page adds to a route, a path's or an index's. */
type LazyRoute = { lazy: () => Promise<{ element: ReactNode }>; HydrateFallback: ComponentType };

/**
 * A route whose page code loads when the router first needs it; `render` places the loaded page (in
 * its guard, with its props). The router waits for the code (the first load shows the spinner as its
 * hydrate fallback, a later navigation the shell's spinner, see AppShell) instead of suspending React,
 * whose reveal of suspended content lags by up to 300 ms.
 */
function lazyRoute<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
  render: (Page: ComponentType<P>) => ReactNode,
): LazyRoute {
  return {
    lazy: async () => ({ element: render((await load()).default) }),
    HydrateFallback: PageLoading,
  };
}

type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>) => lazyRoute(load, (Page) => <Page />);
const signedInPage = (load: () => Promise<PageModule>) =>
  lazyRoute(load, (Page) => (
    <RequireAuth>
      <Page />
    </RequireAuth>
  ));

/** Admin sections with a screen of their own, by path below /admin; the others say they are not available yet. */
const ADMIN_SECTION_SCREENS: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  feedback: lazy(() => import("./routes/admin-feedback-page.tsx")),
  messaging: lazy(() => import("./routes/admin-messaging-page.tsx")),
  blog: lazy(() => import("./routes/admin-blog-page.tsx")),
  images: lazy(() => import("./routes/admin-images-page.tsx")),
  reports: lazy(() => import("./routes/admin-reports-page.tsx")),
  moderation: lazy(() => import("./routes/admin-moderation-page.tsx")),
  sessions: lazy(() => import("./routes/admin-sessions-page.tsx")),
  users: lazy(() => import("./routes/admin-users-page.tsx")),
  analytics: lazy(() => import("./routes/admin-analytics-page.tsx")),
  "user-analytics": lazy(() => import("./routes/admin-user-analytics-page.tsx")),
  health: lazy(() => import("./routes/admin-health-page.tsx")),
  seo: lazy(() => import("./routes/admin-seo-page.tsx")),
};

/** A user's page below User Management, in the same frame and behind the same level. */
const USERS_SECTION = ADMIN_SECTIONS.find((section) => section.path === "users")!;
const AdminUserScreen = lazy(() => import("./routes/admin-user-page.tsx"));

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorFallback />,
    children: [
      {
        errorElement: <RouteErrorFallback />,
        children: [
          { path: "/", ...page(() => import("./routes/home-page.tsx")) },
          { path: "/login", ...page(() => import("./routes/login-page.tsx")) },
          { path: "/forgot-password", ...page(() => import("./routes/forgot-password-page.tsx")) },
          { path: "/reset-password", ...page(() => import("./routes/reset-password-page.tsx")) },
          { path: "/about", ...page(() => import("../features/static-pages/components/about-page.tsx")) },
          { path: "/privacy", ...page(() => import("../features/static-pages/components/privacy-page.tsx")) },
          { path: "/terms", ...page(() => import("../features/static-pages/components/terms-page.tsx")) },
          { path: "/faq", ...page(() => import("../features/static-pages/components/faq-page.tsx")) },
          { path: "/shortcuts", ...page(() => import("../features/static-pages/components/shortcuts-page.tsx")) },
          { path: "/create-session", ...signedInPage(() => import("./routes/create-session-page.tsx")) },
          { path: "/library", ...signedInPage(() => import("./routes/library-page.tsx")) },
          { path: "/my-sessions", ...signedInPage(() => import("./routes/my-sessions-page.tsx")) },
          { path: "/global-library", ...signedInPage(() => import("./routes/global-library-page.tsx")) },
          { path: "/tactical-drill/:id", ...signedInPage(() => import("./routes/tactical-drill-page.tsx")) },
          { path: "/account-settings", ...signedInPage(() => import("./routes/account-settings-page.tsx")) },
          { path: "/messages", ...signedInPage(() => import("./routes/messages-page.tsx")) },
          { path: "/clubs/new", ...signedInPage(() => import("./routes/create-club-page.tsx")) },
          {
            // The club's page frame: its header and sections around each page below it. Child paths are
            // written whole, as the server's list of pages (site-routes.ts) names them.
            path: "/clubs/:clubId",
            ...signedInPage(() => import("./routes/club-layout.tsx")),
            children: [
              { index: true, ...page(() => import("./routes/club-teams-page.tsx")) },
              { path: "/clubs/:clubId/library", ...page(() => import("./routes/club-library-page.tsx")) },
              {
                path: "/clubs/:clubId/library/:itemId",
                ...page(() => import("./routes/club-library-item-page.tsx")),
              },
              { path: "/clubs/:clubId/syllabus", ...page(() => import("./routes/club-syllabus-page.tsx")) },
              { path: "/clubs/:clubId/members", ...page(() => import("./routes/club-members-page.tsx")) },
              { path: "/clubs/:clubId/settings", ...page(() => import("./routes/club-settings-page.tsx")) },
              {
                // A team's frame: its sections (calendar, squad, load) as addresses of their own, and the
                // register of each occurrence, drawn over the whole window.
                path: "/clubs/:clubId/teams/:teamId",
                ...page(() => import("./routes/club-team-layout.tsx")),
                children: [
                  { index: true, ...page(() => import("./routes/club-team-page.tsx")) },
                  {
                    path: "/clubs/:clubId/teams/:teamId/squad",
                    ...page(() => import("./routes/club-team-squad-page.tsx")),
                  },
                  {
                    path: "/clubs/:clubId/teams/:teamId/register/:eventId/:occurrenceStart",
                    ...page(() => import("./routes/club-team-register-page.tsx")),
                  },
                  {
                    path: "/clubs/:clubId/teams/:teamId/load",
                    ...page(() => import("./routes/club-team-load-page.tsx")),
                  },
                ],
              },
            ],
          },
          { path: "/join/:token", ...page(() => import("./routes/join-club-page.tsx")) },
          { path: "/player/:token", ...page(() => import("./routes/player-page.tsx")) },
          { path: "/player/:token/next", ...page(() => import("./routes/player-plan-page.tsx")) },
          { path: "/team/:token", ...page(() => import("./routes/team-page.tsx")) },
          { path: "/sessions/:id", ...page(() => import("./routes/session-page.tsx")) },
          { path: "/s/:shortId", ...page(() => import("./routes/short-session-page.tsx")) },
          { path: "/tactical-board", ...page(() => import("./routes/tactical-board-page.tsx")) },
          { path: "/feedback", ...page(() => import("./routes/feedback-page.tsx")) },
          { path: "/blog", ...page(() => import("./routes/blog-page.tsx")) },
          { path: "/blog/:slug", ...page(() => import("./routes/blog-post-page.tsx")) },
          { path: "/search", ...page(() => import("./routes/search-page.tsx")) },
          ...ADMIN_SECTIONS.map((section): RouteObject => ({
            path: `/admin${section.path ? `/${section.path}` : ""}`,
            ...lazyRoute(
              () => import("./routes/admin-page.tsx"),
              (AdminPage) => (
                <RequireLevel minimum={section.minimum} fallback="/">
                  <AdminPage section={section} screen={ADMIN_SECTION_SCREENS[section.path]} />
                </RequireLevel>
              ),
            ),
          })),
          {
            path: "/admin/users/:id",
            ...lazyRoute(
              () => import("./routes/admin-page.tsx"),
              (AdminPage) => (
                <RequireLevel minimum={USERS_SECTION.minimum} fallback="/">
                  <AdminPage section={USERS_SECTION} screen={AdminUserScreen} />
                </RequireLevel>
              ),
            ),
          },
          { path: "*", ...page(() => import("./routes/not-found-page.tsx")) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
