import { readFileSync } from "node:fs";
import path from "node:path";

/** A `<link rel="stylesheet">` of the build's own (`/assets/…css`), as Vite writes it into index.html. */
const BUILT_STYLESHEET_LINK =
  /<link\b(?=[^>]*\brel=["']stylesheet["'])[^>]*\bhref=["']\/(assets\/[^"']+\.css)["'][^>]*>/gi;

/**
 * A stylesheet of the build as a `<style>` element. A drawn page carries its styles in its HTML: the browser
 * paints it as soon as the HTML is parsed, before any script has arrived, instead of one round later.
 */
export function styleElementOf(webDistDir: string, file: string): string {
  const css = readFileSync(path.join(webDistDir, file), "utf8");
  // A stylesheet cannot hold "</style" in valid CSS outside a string, where the escape reads the same.
  return `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`;
}

/** `html` with each of the build's stylesheet links replaced by the stylesheet itself. */
export function withInlineStylesheets(html: string, webDistDir: string): string {
  return html.replace(BUILT_STYLESHEET_LINK, (_link, file: string) => styleElementOf(webDistDir, file));
}
