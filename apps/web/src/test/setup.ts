import "@testing-library/jest-dom/vitest";
import { onlineManager } from "@tanstack/react-query";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { stubEditorDomApis } from "./stub-editor-dom-apis.ts";

// Every file may draw a pitch (a lazy board is already loaded when another file of the worker loaded it),
// so every file has the browser APIs jsdom lacks and the canvas needs.
// (Not in the files that run in Node, the PDF's: they have no window.)
if (typeof window !== "undefined") stubEditorDomApis();

// The files of a worker share one page and one module graph (vitest.config.ts): what a test changed in
// them is put back, so the next file starts as a fresh page would.
afterEach(() => {
  cleanup();
  // What a test put in the page itself (not through render) goes too.
  if (typeof document !== "undefined") document.body.replaceChildren();
  vi.useRealTimers();
  onlineManager.setOnline(true);
  // Absent in the files that run in Node (the PDF's).
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
