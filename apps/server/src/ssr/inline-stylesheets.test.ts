import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { styleElementOf, withInlineStylesheets } from "./inline-stylesheets.ts";

const dist = mkdtempSync(path.join(tmpdir(), "touchline-dist-"));
mkdirSync(path.join(dist, "assets"));
writeFileSync(path.join(dist, "assets", "index-1.css"), ".sr-only{position:absolute}");
writeFileSync(path.join(dist, "assets", "odd-1.css"), '.note::after{content:"</style>"}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("a drawn page's stylesheets", () => {
  it("replace the build's stylesheet links with the stylesheets themselves, leaving other links", () => {
    const html = [
      '<link rel="icon" href="/favicon.svg" />',
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      '<link rel="stylesheet" href="https://example.org/elsewhere.css">',
    ].join("\n");
    expect(withInlineStylesheets(html, dist)).toBe(
      [
        '<link rel="icon" href="/favicon.svg" />',
        "<style>.sr-only{position:absolute}</style>",
        '<link rel="stylesheet" href="https://example.org/elsewhere.css">',
      ].join("\n"),
    );
  });

  it("cannot end their style element early", () => {
    expect(styleElementOf(dist, "assets/odd-1.css")).toBe('<style>.note::after{content:"<\\/style>"}</style>');
  });
});
