import { describe, expect, it } from "vitest";
import { clip, escapeHtml, type PageHead, preparePageTemplate, renderPage } from "./page-head.ts";

const INDEX = `<!doctype html>
<html>
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Plan &amp; print sessions." />
    <title>Touchline &#8211; planner</title>
    <script type="module" src="/assets/app.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const head = (overrides: Partial<PageHead> = {}): PageHead => ({
  status: 200,
  title: "A title",
  description: "A description",
  image: null,
  type: "website",
  canonicalPath: "/about",
  robots: null,
  ...overrides,
});

describe("the page head", () => {
  it("keeps index.html's title and description as the site's defaults and writes one of each per page", () => {
    const template = preparePageTemplate(INDEX);
    expect(template.siteTitle).toBe("Touchline – planner");
    expect(template.siteDescription).toBe("Plan & print sessions.");
    const html = renderPage(template, head(), "https://touchline.example");
    expect(html.match(/<title[ >]/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain("<title data-page-head>A title</title>");
    expect(html).toContain('<link rel="canonical" href="https://touchline.example/about" data-page-head />');
    expect(html).toContain('<meta property="og:url" content="https://touchline.example/about" data-page-head />');
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>');
    expect(html).toContain('<meta name="twitter:card" content="summary" data-page-head />');
  });

  it("escapes what admins and coaches wrote", () => {
    const html = renderPage(
      preparePageTemplate(INDEX),
      head({ title: `</title><script>alert(1)</script>`, description: `" onload="x` }),
      "",
    );
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("<title data-page-head>&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;</title>");
    expect(html).toContain('<meta name="description" content="&#34; onload=&#34;x" data-page-head />');
    expect(escapeHtml(`&<>"'`)).toBe("&#38;&#60;&#62;&#34;&#39;");
  });

  it("names the share image by its absolute address and size", () => {
    const html = renderPage(
      preparePageTemplate(INDEX),
      head({ image: { path: "/api/images/abc", width: 1200, height: 630, mimeType: "image/png" } }),
      "https://t.example",
    );
    expect(html).toContain('<meta property="og:image" content="https://t.example/api/images/abc" data-page-head />');
    expect(html).toContain('<meta property="og:image:width" content="1200" data-page-head />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-page-head />');
  });

  it("clips long text at a word", () => {
    expect(clip("one two three four", 12)).toBe("one two…");
    expect(clip("  short \n text ", 50)).toBe("short text");
  });
});
