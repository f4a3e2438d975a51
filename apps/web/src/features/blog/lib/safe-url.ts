import { IMAGE_URL_PATTERN } from "@touchline/contracts";

const ALLOWED_LINK_SCHEMES = new Set(["http", "https", "mailto"]);

/**
 * Browsers ignore ASCII whitespace and control characters inside a URL's scheme ("java\tscript:"
 * still runs), so the scheme is judged on the URL with all of them removed.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const withoutControls = (url: string) => url.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");

/**
 * The href a Markdown link may keep: http(s), mailto, or a link within the site (a path, a fragment,
 * a query). Anything else (javascript:, data:, vbscript:, file:, an unknown scheme) gives undefined,
 * and the link text is shown without a link.
 */
export function safeLinkHref(url: string): string | undefined {
  const compact = withoutControls(url);
  if (compact === "") return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (scheme) return ALLOWED_LINK_SCHEMES.has(scheme.toLowerCase()) ? compact : undefined;
  // No scheme: a relative reference. A colon before any / ? # would make the browser read a scheme.
  return /^[^/?#]*:/.test(compact) ? undefined : compact;
}

/**
 * The src a Markdown image may keep: only pictures from our own image library. Nothing is fetched
 * from another site (no visitor's address leaks to third parties, and the CSP would block it anyway).
 */
export function safeImageSrc(url: string): string | undefined {
  const compact = withoutControls(url);
  return IMAGE_URL_PATTERN.test(compact) ? compact : undefined;
}

/** For react-markdown's `urlTransform`: images by `safeImageSrc`, every other URL attribute by `safeLinkHref`. */
export function markdownUrlTransform(url: string, key: string): string | undefined {
  return key === "src" ? safeImageSrc(url) : safeLinkHref(url);
}
