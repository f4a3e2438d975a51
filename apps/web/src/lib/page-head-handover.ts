/** What the server puts on the head tags it writes for a page (apps/server/src/lib/page-head.ts). */
const SERVER_TAG = "data-page-head";

/** Tags that say the same thing share a key: one title, one canonical link, one meta per name or property. */
function keyOf(element: Element): string | null {
  if (element.localName === "title") return "title";
  if (element.localName === "meta") {
    const name = element.getAttribute("name") ?? element.getAttribute("property");
    return name ? `meta:${name}` : null;
  }
  if (element.localName === "link" && element.getAttribute("rel") === "canonical") return "canonical";
  return null;
}

/**
 * The server writes each page's title, description, robots and Open Graph tags, so they are right without
 * JavaScript. Once the app runs, a page that renders a tag of its own (React puts `<title>` and `<meta>`
 * into the head) replaces the server's of the same name instead of doubling it; the server's others stay.
 * Started before the first render.
 */
export function handOverPageHead(head: HTMLHeadElement = document.head): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element) || node.hasAttribute(SERVER_TAG)) continue;
        const key = keyOf(node);
        if (!key) continue;
        for (const serverTag of head.querySelectorAll(`[${SERVER_TAG}]`))
          if (keyOf(serverTag) === key) serverTag.remove();
      }
    }
  });
  observer.observe(head, { childList: true });
  return () => observer.disconnect();
}
