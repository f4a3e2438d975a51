import { type ComponentType, lazy, type LazyExoticComponent } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { ADMIN_SECTIONS } from "../features/admin/admin-sections.ts";
import { RequireAuth } from "./guards/require-auth.tsx";
import { RequireLevel } from "./guards/require-level.tsx";
import { AppShell } from "./layout/app-shell.tsx";
import { RouteErrorFallback } from "./layout/error-fallback.tsx";

const HomePage = lazy(() => import("./routes/home-page.tsx"));
const LoginPage = lazy(() => import("./routes/login-page.tsx"));
const ForgotPasswordPage = lazy(() => import("./routes/forgot-password-page.tsx"));
const ResetPasswordPage = lazy(() => import("./routes/reset-password-page.tsx"));
const NotFoundPage = lazy(() => import("./routes/not-found-page.tsx"));
const AdminPage = lazy(() => import("./routes/admin-page.tsx"));
const FeedbackPage = lazy(() => import("./routes/feedback-page.tsx"));
const MessagesPage = lazy(() => import("./routes/messages-page.tsx"));
const BlogPage = lazy(() => import("./routes/blog-page.tsx"));
const BlogPostPage = lazy(() => import("./routes/blog-post-page.tsx"));
const AccountSettingsPage = lazy(() => import("./routes/account-settings-page.tsx"));
const CreateSessionPage = lazy(() => import("./routes/create-session-page.tsx"));
const MySessionsPage = lazy(() => import("./routes/my-sessions-page.tsx"));
const LibraryPage = lazy(() => import("./routes/library-page.tsx"));
const GlobalLibraryPage = lazy(() => import("./routes/global-library-page.tsx"));
const SessionPage = lazy(() => import("./routes/session-page.tsx"));
const ShortSessionPage = lazy(() => import("./routes/short-session-page.tsx"));
const TacticalBoardPage = lazy(() => import("./routes/tactical-board-page.tsx"));
const TacticalDrillPage = lazy(() => import("./routes/tactical-drill-page.tsx"));
const AboutPage = lazy(() => import("../features/static-pages/components/about-page.tsx"));
const PrivacyPage = lazy(() => import("../features/static-pages/components/privacy-page.tsx"));
const TermsPage = lazy(() => import("../features/static-pages/components/terms-page.tsx"));
const FaqPage = lazy(() => import("../features/static-pages/components/faq-page.tsx"));
const ShortcutsPage = lazy(() => import("../features/static-pages/components/shortcuts-page.tsx"));

const page = (Component: ComponentType) => ({ element: <Component /> });
const signedIn = (element: React.ReactNode) => <RequireAuth>{element}</RequireAuth>;

/** Admin sections with a screen of their own, by path below /admin; the others say they are not available yet. */
const ADMIN_SECTION_SCREENS: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  feedback: lazy(() => import("./routes/admin-feedback-page.tsx")),
  messaging: lazy(() => import("./routes/admin-messaging-page.tsx")),
  blog: lazy(() => import("./routes/admin-blog-page.tsx")),
  images: lazy(() => import("./routes/admin-images-page.tsx")),
};

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorFallback />,
    children: [
      {
        errorElement: <RouteErrorFallback />,
        children: [
          { path: "/", ...page(HomePage) },
          { path: "/login", ...page(LoginPage) },
          { path: "/forgot-password", ...page(ForgotPasswordPage) },
          { path: "/reset-password", ...page(ResetPasswordPage) },
          { path: "/about", ...page(AboutPage) },
          { path: "/privacy", ...page(PrivacyPage) },
          { path: "/terms", ...page(TermsPage) },
          { path: "/faq", ...page(FaqPage) },
          { path: "/shortcuts", ...page(ShortcutsPage) },
          { path: "/create-session", element: signedIn(<CreateSessionPage />) },
          { path: "/library", element: signedIn(<LibraryPage />) },
          { path: "/my-sessions", element: signedIn(<MySessionsPage />) },
          { path: "/global-library", element: signedIn(<GlobalLibraryPage />) },
          { path: "/tactical-drill/:id", element: signedIn(<TacticalDrillPage />) },
          { path: "/account-settings", element: signedIn(<AccountSettingsPage />) },
          { path: "/messages", element: signedIn(<MessagesPage />) },
          { path: "/sessions/:id", ...page(SessionPage) },
          { path: "/s/:shortId", ...page(ShortSessionPage) },
          { path: "/tactical-board", ...page(TacticalBoardPage) },
          { path: "/feedback", ...page(FeedbackPage) },
          { path: "/blog", ...page(BlogPage) },
          { path: "/blog/:slug", ...page(BlogPostPage) },
          ...ADMIN_SECTIONS.map(
            (section): RouteObject => ({
              path: `/admin${section.path ? `/${section.path}` : ""}`,
              element: (
                <RequireLevel minimum={section.minimum} fallback="/">
                  <AdminPage section={section} screen={ADMIN_SECTION_SCREENS[section.path]} />
                </RequireLevel>
              ),
            }),
          ),
          { path: "*", ...page(NotFoundPage) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
