import { afterEach, describe, expect, it } from "vitest";
import { handOverPageHead } from "./page-head-handover.ts";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let stop = () => {};
afterEach(() => {
  stop();
  document.head.innerHTML = "";
});

describe("handOverPageHead", () => {
  it("lets a tag the app renders replace the server's of the same name, and keeps the server's others", async () => {
    document.head.innerHTML = `
      <title data-page-head>About – from the server</title>
      <meta name="description" content="Server description" data-page-head />
      <meta name="robots" content="noindex" data-page-head />
      <meta property="og:title" content="About" data-page-head />
      <meta property="og:image" content="/api/images/1" data-page-head />
      <link rel="canonical" href="/about" data-page-head />`;
    stop = handOverPageHead();

    const title = document.createElement("title");
    title.textContent = "Blog post – Touchline Blog";
    document.head.insertBefore(title, document.head.querySelector("title"));
    const ogTitle = document.createElement("meta");
    ogTitle.setAttribute("property", "og:title");
    ogTitle.setAttribute("content", "Blog post");
    const robots = document.createElement("meta");
    robots.setAttribute("name", "robots");
    robots.setAttribute("content", "noindex, nofollow");
    document.head.append(ogTitle, robots);
    await flush();

    expect([...document.querySelectorAll("title")].map((element) => element.textContent)).toEqual([
      "Blog post – Touchline Blog",
    ]);
    expect(document.title).toBe("Blog post – Touchline Blog");
    expect(
      [...document.querySelectorAll('meta[property="og:title"]')].map((element) => element.getAttribute("content")),
    ).toEqual(["Blog post"]);
    expect(
      [...document.querySelectorAll('meta[name="robots"]')].map((element) => element.getAttribute("content")),
    ).toEqual(["noindex, nofollow"]);
    // Untouched: the description (rewritten in place by useMetaDescription), the image and the canonical link.
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute("content", "Server description");
    expect(document.querySelector('meta[property="og:image"]')).not.toBeNull();
    expect(document.querySelector('link[rel="canonical"]')).not.toBeNull();
  });
});
