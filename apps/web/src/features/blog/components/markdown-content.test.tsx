import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { markdownUrlTransform, safeImageSrc, safeLinkHref } from "../lib/safe-url.ts";
import { MarkdownContent } from "./markdown-content.tsx";

function renderMarkdown(markdown: string) {
  return render(
    <MemoryRouter>
      <MarkdownContent markdown={markdown} />
    </MemoryRouter>,
  ).container;
}

const hrefs = (container: HTMLElement) =>
  [...container.querySelectorAll("[href]")].map((element) => element.getAttribute("href"));

describe("MarkdownContent", () => {
  it("renders the usual Markdown", () => {
    const container = renderMarkdown(
      "# Title\n\n## Section\n\nSome **bold** and *italic*.\n\n- one\n- two\n\n1. first\n\n> quote\n\n`code`",
    );
    // The page title is the only h1: a # heading becomes a section heading.
    expect(container.querySelector("h1")).toBeNull();
    expect([...container.querySelectorAll("h2")].map((heading) => heading.textContent)).toEqual(["Title", "Section"]);
    expect(container.querySelector("strong")?.textContent).toBe("bold");
    expect(container.querySelectorAll("ul li")).toHaveLength(2);
    expect(container.querySelector("ol li")?.textContent).toBe("first");
    expect(container.querySelector("blockquote")?.textContent?.trim()).toBe("quote");
    expect(container.querySelector("code")?.textContent).toBe("code");
  });

  it("shows raw HTML as text and never creates its elements", () => {
    const payload = [
      "<script>window.__pwned=1</script>",
      "",
      '<img src=x onerror="window.__pwned=1">',
      "",
      'Inline <b onclick="alert(1)">bold?</b> and <iframe src="https://evil.example"></iframe>',
      "",
      "<div><style>body{display:none}</style></div>",
      "",
      '<a href="javascript:alert(1)">html link</a>',
    ].join("\n");
    const container = renderMarkdown(payload);
    const content = container.firstElementChild!;
    for (const tag of ["script", "img", "iframe", "style", "b", "div", "a"])
      expect({ tag, found: content.querySelector(tag) }).toEqual({ tag, found: null });
    expect(container.querySelectorAll("[onerror], [onclick], [onload]")).toHaveLength(0);
    expect(container.textContent).toContain("<script>window.__pwned=1</script>");
    expect(container.textContent).toContain('<img src=x onerror="window.__pwned=1">');
    expect(hrefs(container)).toEqual([]);
  });

  it("never produces a javascript: (or other script-capable) link, however it is spelled", () => {
    const attempts = [
      "[plain](javascript:alert(1))",
      "[upper](JAVASCRIPT:alert(1))",
      "[tab entity](java&#9;script:alert(1))",
      "[encoded colon](javascript&#58;alert(1))",
      "[spaced](<  javascript:alert(1)>)",
      "[angle](<javascript:alert(1)>)",
      "<javascript:alert(1)>",
      "[reference][evil]\n\n[evil]: javascript:alert(1)",
      "[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
      "[vb](vbscript:msgbox(1))",
      "[file](file:///etc/passwd)",
      "![image](javascript:alert(1))",
    ];
    for (const attempt of attempts) {
      const container = renderMarkdown(attempt);
      for (const href of hrefs(container))
        expect({ attempt, href }).toEqual({ attempt, href: expect.not.stringMatching(/script|data:|file:/i) });
      expect(container.querySelectorAll("a[href], img")).toHaveLength(0);
    }
    // The words stay readable.
    expect(renderMarkdown("[plain](javascript:alert(1))").textContent).toContain("plain");
  });

  it("keeps safe links and our own images", () => {
    const container = renderMarkdown(
      [
        "[site](https://www.thefa.com/coaching) [mail](mailto:coach@example.com) [board](/tactical-board) [section](#drills)",
        "",
        "![Rondo diagram](/api/images/3f0c8a52-1d4e-4d7b-9a55-7f1f0e2c9b61) ![tracker](https://evil.example/pixel.png)",
      ].join("\n"),
    );
    expect(hrefs(container)).toEqual([
      "https://www.thefa.com/coaching",
      "mailto:coach@example.com",
      "/tactical-board",
      "#drills",
    ]);
    const external = container.querySelector('a[href^="https"]');
    expect(external?.getAttribute("rel")).toBe("noopener noreferrer");
    const images = [...container.querySelectorAll("img")];
    expect(images.map((image) => image.getAttribute("src"))).toEqual([
      "/api/images/3f0c8a52-1d4e-4d7b-9a55-7f1f0e2c9b61",
    ]);
    expect(images[0]?.getAttribute("alt")).toBe("Rondo diagram");
    expect(container.textContent).toContain("[image: tracker]");
  });
});

describe("safe URLs", () => {
  it("allows http(s), mailto and in-site links only", () => {
    expect(safeLinkHref("https://example.com/a?b#c")).toBe("https://example.com/a?b#c");
    expect(safeLinkHref("HTTP://example.com")).toBe("HTTP://example.com");
    expect(safeLinkHref("mailto:a@b.c")).toBe("mailto:a@b.c");
    expect(safeLinkHref("/blog/rondos")).toBe("/blog/rondos");
    expect(safeLinkHref("rondos?x=1:2")).toBe("rondos?x=1:2");
    for (const evil of [
      "javascript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:x",
      "\u0001javascript:x",
      "JaVaScRiPt:x",
      "data:text/html,x",
      "vbscript:x",
      "tel:+1",
      "",
    ]) {
      expect(safeLinkHref(evil)).toBeUndefined();
    }
  });

  it("allows images from our library only", () => {
    expect(safeImageSrc("/api/images/abc-123")).toBe("/api/images/abc-123");
    for (const other of [
      "https://evil.example/a.png",
      "//evil.example/a.png",
      "/api/images/../admin",
      "data:image/png;base64,AAAA",
      "javascript:alert(1)",
    ]) {
      expect(safeImageSrc(other)).toBeUndefined();
    }
    expect(markdownUrlTransform("/api/images/abc", "src")).toBe("/api/images/abc");
    expect(markdownUrlTransform("https://example.com", "href")).toBe("https://example.com");
  });
});
