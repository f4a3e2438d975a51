import { matchSiteRoute, SITE_ROUTES } from "@touchline/contracts";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./router.tsx";

function pathsOf(list: RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

describe("the router and the server's list of pages", () => {
  it("declare the same paths, so the server answers 404 exactly where the app shows its 404 page", () => {
    const routerPaths = pathsOf(routes).filter((path) => path !== "*");
    expect([...routerPaths].sort()).toEqual(SITE_ROUTES.map((route) => route.path).sort());
  });

  it("agree on who may open a page", () => {
    expect(matchSiteRoute("/admin/seo")?.route.access).toBe("staff");
    expect(matchSiteRoute("/my-sessions")?.route.access).toBe("signed-in");
    expect(matchSiteRoute("/search")?.route.access).toBe("public");
  });
});
