/* eslint-disable lingui/no-unlocalized-strings -- a test helper: DOM names, never shown */
/*
 * Test helper: a jsdom document for tests that run in Vitest's Node environment. The PDF tests
 * need Node's own typed arrays (pdfkit checks `instanceof Uint8Array`, which jsdom's environment
 * replaces with its own and so corrupts every stream), and a DOM only to draw the diagrams.
 */
import { createRequire } from "node:module";

interface JsdomModule {
  JSDOM: new (html: string) => { window: Window & typeof globalThis };
}

const GLOBALS = [
  "window",
  "document",
  "navigator",
  "Node",
  "Element",
  "HTMLElement",
  "SVGElement",
  "HTMLIFrameElement",
  "Event",
] as const;

/** Puts a jsdom window's DOM globals (only those) on `globalThis`. Call before importing React DOM code. */
export function installDom(): void {
  if (typeof document !== "undefined") return;
  const { JSDOM } = createRequire(import.meta.url)("jsdom") as JsdomModule;
  const { window } = new JSDOM("<!doctype html><html><body></body></html>");
  const target = globalThis as Record<string, unknown>;
  for (const key of GLOBALS) target[key] = window[key];
}
