/**
 * The pages of the web app, as the server must know them to answer a page view: which paths exist (any
 * other is the 404 page, answered with status 404), which are public, and which crawlers should index.
 * The web router declares the same paths (a test checks that the two lists agree). Free of zod, so it
 * costs the app shell nothing.
 */
import { ADMIN_SECTIONS } from "./admin-sections.ts";

/** Who may open a page: anyone, a signed-in coach, or staff (the admin area; the SPA guards the level). */
export type SiteRouteAccess = "public" | "signed-in" | "staff";

export interface SiteRoute {
  /** A React Router pattern: static segments and `:param` segments. */
  path: string;
  access: SiteRouteAccess;
  /** Public pages search engines should not list (sign-in forms, search results). Never true off public pages. */
  isNoindex?: boolean;
}

export const SITE_ROUTES: readonly SiteRoute[] = [
  { path: "/", access: "public" },
  { path: "/about", access: "public" },
  { path: "/blog", access: "public" },
  { path: "/blog/:slug", access: "public" },
  { path: "/feedback", access: "public" },
  { path: "/faq", access: "public" },
  { path: "/tactical-board", access: "public" },
  { path: "/privacy", access: "public" },
  { path: "/terms", access: "public" },
  { path: "/shortcuts", access: "public" },
  { path: "/sessions/:id", access: "public" },
  { path: "/s/:shortId", access: "public" },
  { path: "/search", access: "public", isNoindex: true },
  { path: "/login", access: "public", isNoindex: true },
  { path: "/forgot-password", access: "public", isNoindex: true },
  { path: "/reset-password", access: "public", isNoindex: true },
  { path: "/create-session", access: "signed-in" },
  { path: "/library", access: "signed-in" },
  { path: "/my-sessions", access: "signed-in" },
  { path: "/global-library", access: "signed-in" },
  { path: "/tactical-drill/:id", access: "signed-in" },
  { path: "/account-settings", access: "signed-in" },
  { path: "/messages", access: "signed-in" },
  { path: "/clubs/new", access: "signed-in" },
  { path: "/clubs/:clubId", access: "signed-in" },
  { path: "/clubs/:clubId/library", access: "signed-in" },
  { path: "/clubs/:clubId/library/:itemId", access: "signed-in" },
  { path: "/clubs/:clubId/syllabus", access: "signed-in" },
  { path: "/clubs/:clubId/members", access: "signed-in" },
  { path: "/clubs/:clubId/settings", access: "signed-in" },
  { path: "/clubs/:clubId/teams/:teamId", access: "signed-in" },
  { path: "/clubs/:clubId/teams/:teamId/squad", access: "signed-in" },
  { path: "/clubs/:clubId/teams/:teamId/register/:eventId/:occurrenceStart", access: "signed-in" },
  { path: "/clubs/:clubId/teams/:teamId/load", access: "signed-in" },
  // An invitation link: public, so a visitor can sign up from it, and never listed by search engines.
  { path: "/join/:token", access: "public", isNoindex: true },
  // A player's personal link: their availability, no account; never listed.
  { path: "/player/:token", access: "public", isNoindex: true },
  { path: "/player/:token/next", access: "public", isNoindex: true },
  // The team's permanent link: its next event and drills, no account; never listed.
  { path: "/team/:token", access: "public", isNoindex: true },
  { path: "/admin", access: "staff" },
  ...ADMIN_SECTIONS.filter((section) => section.path !== "").map((section): SiteRoute => ({
    path: `/admin/${section.path}`,
    access: "staff",
  })),
  { path: "/admin/users/:id", access: "staff" },
];

export interface SiteRouteMatch {
  route: SiteRoute;
  /** The `:param` segments, decoded. */
  params: Record<string, string>;
}

const segmentsOf = (path: string) => path.split("/").filter((segment) => segment !== "");

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The route a path opens, matched as React Router does: static segments ignore case, a trailing slash
 * changes nothing, and a `:param` takes one whole non-empty segment. Null: the 404 page.
 */
export function matchSiteRoute(pathname: string, routes: readonly SiteRoute[] = SITE_ROUTES): SiteRouteMatch | null {
  const segments = segmentsOf(pathname);
  for (const route of routes) {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const isMatch = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(":")) return part.toLowerCase() === segment.toLowerCase();
      const value = decodeSegment(segment);
      if (value === null) return false;
      params[part.slice(1)] = value;
      return true;
    });
    if (isMatch) return { route, params };
  }
  return null;
}

/** Whether search engines may index a page of this route (the robots meta tag says noindex otherwise). */
export function isIndexable(route: SiteRoute): boolean {
  return route.access === "public" && !route.isNoindex;
}
