import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Friendly names for path segments, in the reader's language; a segment not named here (none of the app's own)
 * is title-cased from its hyphens.
 */
const FRIENDLY_LABELS: Record<string, MessageDescriptor> = {
  faq: msg`FAQ & Help`,
  "tactical-board": msg`Tactical Board`,
  "my-sessions": msg`My Sessions`,
  "global-library": msg`Global Library`,
  "create-session": msg`Create Session`,
  "account-settings": msg`Account Settings`,
  shortcuts: msg`Keyboard Shortcuts`,
  admin: msg`Admin`,
  blog: msg`Blog`,
  about: msg`About Us`,
  privacy: msg`Privacy Policy`,
  terms: msg`Terms of Service`,
  feedback: msg`Contact & Feedback`,
  seo: msg`SEO`,
  library: msg`My Library`,
  // The other segments of the app's addresses, worded as their title case in English.
  search: msg`Search`,
  messages: msg`Messages`,
  sessions: msg`Sessions`,
  "tactical-drill": msg`Tactical Drill`,
  clubs: msg`Clubs`,
  teams: msg`Teams`,
  members: msg`Members`,
  squad: msg`Squad`,
  syllabus: msg`Syllabus`,
  register: msg`Register`,
  load: msg`Load`,
  settings: msg`Settings`,
  login: msg`Login`,
  "forgot-password": msg`Forgot Password`,
  "reset-password": msg`Reset Password`,
  users: msg`Users`,
  analytics: msg`Analytics`,
  "user-analytics": msg`User Analytics`,
  reports: msg`Reports`,
  messaging: msg`Messaging`,
  moderation: msg`Moderation`,
  health: msg`Health`,
  images: msg`Images`,
};

/** Path segments that only carry the next one (a share link's `/s/`, an invitation's `/join/`, a player's link `/player/`, a team's `/team/`): no crumb of their own. */
const CARRIERS = new Set(["s", "join", "player", "team"]);

/** Path segments that are not pages of their own: their crumb is plain text, not a link. */
const NOT_PAGES = new Set(["sessions", "tactical-drill", "clubs", "teams"]);

/** Ids in paths (UUIDs, short share ids) are not words to title-case. */
function looksLikeId(segment: string): boolean {
  return (
    /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(segment) ||
    (/\d/.test(segment) && /^[A-Za-z0-9_-]{6,}$/.test(segment) && !segment.includes("-"))
  );
}

export interface Crumb {
  label: string;
  /** Undefined for the last crumb, which is the current page and not a link. */
  href?: string;
}

export function titleCase(segment: string): string {
  return decodeURIComponent(segment)
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * `pageLabel` names the last crumb when the page knows better than its path (a session's title);
 * `crumbLabels` names crumbs by their address (a club's name for `/clubs/{id}`), below the page label.
 * `canOpenAdmin`: whether the reader may open `/admin` itself (admins); a moderator's "Admin" crumb is
 * plain text rather than a link that would send them home.
 */
export function breadcrumbTrail(
  pathname: string,
  pageLabel: string | null = null,
  {
    canOpenAdmin = true,
    crumbLabels = {},
    translate = (label) => i18n._(label),
  }: {
    canOpenAdmin?: boolean;
    crumbLabels?: Readonly<Record<string, string>>;
    /** The reader's words for a label (the page's `t`); the app's active language when left out. */
    translate?: (label: MessageDescriptor) => string;
  } = {},
): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  const crumbs: Crumb[] = [{ label: translate(msg`Home`), href: "/" }];
  const isPage = (segment: string) => !NOT_PAGES.has(segment) && (segment !== "admin" || canOpenAdmin);
  segments.forEach((segment, index) => {
    if (CARRIERS.has(segment) && index < segments.length - 1) return;
    const isLast = index === segments.length - 1;
    const href = `/${segments.slice(0, index + 1).join("/")}`;
    crumbs.push({
      label:
        isLast && pageLabel
          ? pageLabel
          : (crumbLabels[href] ??
            (FRIENDLY_LABELS[segment] ? translate(FRIENDLY_LABELS[segment]) : null) ??
            (looksLikeId(segment) ? translate(msg`Details`) : titleCase(segment))),
      ...(isPage(segment) ? { href } : {}),
    });
  });
  const last = crumbs.at(-1)!;
  crumbs[crumbs.length - 1] = { label: last.label };
  return crumbs;
}
