import { SITE_ROUTES } from "@touchline/contracts";

/** Where a route's pages begin: the part of its pattern before the first `:param`. */
const prefixOf = (pattern: string) => {
  const index = pattern.indexOf("/:");
  return index === -1 ? pattern : `${pattern.slice(0, index)}/`;
};

/**
 * `/robots.txt`: crawlers may read every public page; the signed-in pages, the admin area and the API
 * stay out (apart from the images that link previews show and the blog's feed), and the sitemap is named.
 */
export function buildRobots(appUrl: string): string {
  const prefixes = SITE_ROUTES.filter((route) => route.access !== "public").map((route) => prefixOf(route.path));
  // "/admin" already covers "/admin/users": keep only the shortest of each family.
  const disallowed = [...new Set(prefixes)].filter(
    (prefix, _, all) =>
      !all.some((other) => other !== prefix && prefix.startsWith(other.endsWith("/") ? other : `${other}/`)),
  );
  return [
    "User-agent: *",
    "Allow: /",
    "Allow: /api/images/",
    "Allow: /api/blog/feed.xml",
    "Disallow: /api/",
    ...disallowed.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${appUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
