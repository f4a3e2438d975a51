import { useEffect } from "react";

/**
 * Gives the page its own description while it is shown. index.html holds the site's one
 * `<meta name="description">` (read by crawlers that do not run scripts); a second tag rendered by a
 * page would leave two, and readers take the first, so the page rewrites that one and restores it on leave.
 */
export function useMetaDescription(content: string) {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const siteDescription = meta.content;
    meta.content = content;
    return () => {
      meta.content = siteDescription;
    };
  }, [content]);
}
