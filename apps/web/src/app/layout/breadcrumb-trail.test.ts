import type { MessageDescriptor } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { activateLocale, createI18n } from "../../lib/i18n/catalogues.ts";
import { breadcrumbTrail } from "./breadcrumb-trail.ts";
import { formatUnreadCount } from "./unread-badge.tsx";

describe("breadcrumbs", () => {
  it("name every crumb of the app's addresses in the reader's language", async () => {
    const german = createI18n();
    await activateLocale(german, "de");
    const translate = (label: MessageDescriptor) => german._(label);
    expect(breadcrumbTrail("/search", null, { translate }).map((crumb) => crumb.label)).toEqual(["Start", "Suche"]);
    expect(breadcrumbTrail("/admin/user-analytics", null, { translate }).at(-1)).toEqual({ label: "Nutzeranalyse" });
    const crumbLabels = { "/clubs/c-7": "Riverside Juniors" };
    expect(breadcrumbTrail("/clubs/c-7/members", null, { translate, crumbLabels }).map((crumb) => crumb.label)).toEqual(
      ["Start", "Vereine", "Riverside Juniors", "Mitglieder"],
    );
  });

  it("start at Home, use friendly labels, title-case the rest, and leave the last crumb unlinked", () => {
    expect(breadcrumbTrail("/admin/user-analytics")).toEqual([
      { label: "Home", href: "/" },
      { label: "Admin", href: "/admin" },
      { label: "User Analytics" },
    ]);
    expect(breadcrumbTrail("/faq")).toEqual([{ label: "Home", href: "/" }, { label: "FAQ & Help" }]);
    expect(breadcrumbTrail("/feedback").at(-1)).toEqual({ label: "Contact & Feedback" });
  });

  it("name a record's page by its title, and do not link path parts that are not pages", () => {
    expect(breadcrumbTrail("/sessions/3f0c8a52-1d4e-4d7b-9a55-7f1f0e2c9b61", "U12 rondos")).toEqual([
      { label: "Home", href: "/" },
      { label: "Sessions" },
      { label: "U12 rondos" },
    ]);
    expect(breadcrumbTrail("/s/Ab3dE9xQ")).toEqual([{ label: "Home", href: "/" }, { label: "Details" }]);
    expect(breadcrumbTrail("/s/Ab3dE9xQ", "U12 rondos")).toEqual([
      { label: "Home", href: "/" },
      { label: "U12 rondos" },
    ]);
  });

  it("name a club's crumbs as its page frame says, and link only the club's pages", () => {
    const labels = { "/clubs/c-7": "Riverside Juniors", "/clubs/c-7/library": "Library" };
    expect(breadcrumbTrail("/clubs/c-7/members", null, { crumbLabels: labels })).toEqual([
      { label: "Home", href: "/" },
      { label: "Clubs" },
      { label: "Riverside Juniors", href: "/clubs/c-7" },
      { label: "Members" },
    ]);
    expect(breadcrumbTrail("/clubs/c-7/library/i-1", "Rondo 4v2", { crumbLabels: labels }).slice(2)).toEqual([
      { label: "Riverside Juniors", href: "/clubs/c-7" },
      { label: "Library", href: "/clubs/c-7/library" },
      { label: "Rondo 4v2" },
    ]);
    expect(breadcrumbTrail("/clubs/c-7/teams/t-1", "U12 Blue", { crumbLabels: labels }).slice(3)).toEqual([
      { label: "Teams" },
      { label: "U12 Blue" },
    ]);
    expect(breadcrumbTrail("/join/AbCdEf0123456789xyzQ", "Join Riverside Juniors")).toEqual([
      { label: "Home", href: "/" },
      { label: "Join Riverside Juniors" },
    ]);
    expect(breadcrumbTrail(`/player/${"A".repeat(43)}`, "Sam O.'s availability")).toEqual([
      { label: "Home", href: "/" },
      { label: "Sam O.'s availability" },
    ]);
  });

  it("spell acronyms as they are, and give a moderator an Admin crumb that is not a link", () => {
    expect(breadcrumbTrail("/admin/seo").at(-1)).toEqual({ label: "SEO" });
    expect(breadcrumbTrail("/admin/moderation", null, { canOpenAdmin: false })).toEqual([
      { label: "Home", href: "/" },
      { label: "Admin" },
      { label: "Moderation" },
    ]);
  });
});

describe("unread badge", () => {
  it("is hidden at 0 and caps at 9+", () => {
    expect(formatUnreadCount(0)).toBeNull();
    expect(formatUnreadCount(3)).toBe("3");
    expect(formatUnreadCount(10)).toBe("9+");
  });
});
