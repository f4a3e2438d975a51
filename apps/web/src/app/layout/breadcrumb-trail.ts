/** Friendly names for path segments; other segments are title-cased from their hyphens. */
const FRIENDLY_LABELS: Record<string, string> = {
  faq: "FAQ & Help",
  "tactical-board": "Tactical Board",
  "my-sessions": "My Sessions",
  "global-library": "Global Library",
  "create-session": "Create Session",
  "account-settings": "Account Settings",
  shortcuts: "Keyboard Shortcuts",
  admin: "Admin",
  blog: "Blog",
  about: "About Us",
  privacy: "Privacy Policy",
  terms: "Terms of Service",
  feedback: "Contact & Feedback",
};

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

export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  const crumbs: Crumb[] = [{ label: "Home", href: "/" }];
  segments.forEach((segment, index) => {
    crumbs.push({
      label: FRIENDLY_LABELS[segment] ?? titleCase(segment),
      href: `/${segments.slice(0, index + 1).join("/")}`,
    });
  });
  const last = crumbs.at(-1)!;
  crumbs[crumbs.length - 1] = { label: last.label };
  return crumbs;
}
