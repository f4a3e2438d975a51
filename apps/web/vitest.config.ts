import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";
import { linguiPlugins } from "./lingui-plugins.ts";

/**
 * Test files that need a module graph of their own, run by vitest.fresh-modules.config.ts: each observes a
 * module's first load or mocks one, which a module already loaded by another file would defeat.
 */
export const FRESH_MODULE_TESTS = [
  // Mocks the toast module.
  "src/lib/show-api-error.test.ts",
  // Watches zod's first import for calls to Function.
  "src/lib/zod-without-eval.test.ts",
  // Presses formation keys before the lazily loaded formations exist.
  "src/editor/test/editor-interactions.test.ts",
  // Drives a router whose lazy route must never have loaded.
  "src/lib/use-url-filters.test.tsx",
];

export default defineConfig({
  plugins: [react(), ...linguiPlugins()],
  test: {
    name: "web",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}"],
    exclude: [...configDefaults.exclude, ...FRESH_MODULE_TESTS],
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    // The files of a worker share one jsdom and one module graph: a file's own set-up was most of the
    // run's time (over a second each for the environment alone), its tests a fraction of it. Each test
    // cleans up what it renders (src/test/setup.ts); a file that cannot share is listed above.
    isolate: false,
  },
});
