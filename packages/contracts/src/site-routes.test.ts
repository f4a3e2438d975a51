import { describe, expect, it } from "vitest";
import { isIndexable, matchSiteRoute } from "./site-routes.ts";

describe("matchSiteRoute", () => {
  it("matches static pages ignoring case and a trailing slash, as the web router does", () => {
    expect(matchSiteRoute("/")?.route.path).toBe("/");
    expect(matchSiteRoute("/about")?.route.path).toBe("/about");
    expect(matchSiteRoute("/About/")?.route.path).toBe("/about");
    expect(matchSiteRoute("/admin/seo")?.route).toEqual({ path: "/admin/seo", access: "staff" });
  });

  it("gives a parameter its decoded segment", () => {
    expect(matchSiteRoute("/sessions/3f0c-8a52")).toMatchObject({
      route: { path: "/sessions/:id" },
      params: { id: "3f0c-8a52" },
    });
    expect(matchSiteRoute("/blog/caf%C3%A9")?.params).toEqual({ slug: "café" });
  });

  it("matches nothing for unknown paths, extra or missing segments and broken escapes", () => {
    for (const path of [
      "/nowhere",
      "/about/team",
      "/sessions",
      "/sessions/",
      "/admin/unknown",
      "/blog/%E0%A4%A",
      "/index.html",
    ]) {
      expect({ path, match: matchSiteRoute(path) }).toEqual({ path, match: null });
    }
  });

  it("indexes public pages only, not the sign-in forms or search results", () => {
    expect(isIndexable(matchSiteRoute("/blog/x")!.route)).toBe(true);
    for (const path of ["/login", "/reset-password", "/search", "/my-sessions", "/admin"]) {
      expect({ path, indexable: isIndexable(matchSiteRoute(path)!.route) }).toEqual({ path, indexable: false });
    }
  });
});
