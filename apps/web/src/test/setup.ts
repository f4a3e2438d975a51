import "@testing-library/jest-dom/vitest";
import { onlineManager } from "@tanstack/react-query";
import { cleanup, type RenderHookOptions, type RenderOptions } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, vi } from "vitest";
import { stubEditorDomApis } from "./stub-editor-dom-apis.ts";
import { withI18n } from "./with-i18n.tsx";

// Every component renders inside the app's language provider (main.tsx), English unless a test switches:
// Testing Library's render and renderHook put it around whatever wrapper the test gives.
vi.mock("@testing-library/react", async (importOriginal) => {
  const library = await importOriginal<typeof import("@testing-library/react")>();
  const render = (ui: ReactNode, options?: RenderOptions) =>
    library.render(ui, { ...options, wrapper: withI18n(options?.wrapper) });
  const renderHook = <Result, Props>(hook: (props: Props) => Result, options?: RenderHookOptions<Props>) =>
    library.renderHook(hook, { ...options, wrapper: withI18n(options?.wrapper) });
  return { ...library, render, renderHook };
});

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
