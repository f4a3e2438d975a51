import "@testing-library/jest-dom/vitest";
import { onlineManager } from "@tanstack/react-query";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// The files of a worker share one page and one module graph (vitest.config.ts): what a test changed in
// them is put back, so the next file starts as a fresh page would.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  onlineManager.setOnline(true);
  // Absent in the files that run in Node (the PDF's).
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
