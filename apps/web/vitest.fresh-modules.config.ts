import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { FRESH_MODULE_TESTS } from "./vitest.config.ts";
import { linguiPlugins } from "./lingui-plugins.ts";

/** The web test files that need a module graph of their own (see FRESH_MODULE_TESTS). */
export default defineConfig({
  plugins: [react(), ...linguiPlugins()],
  test: {
    name: "web-fresh-modules",
    root: import.meta.dirname,
    include: FRESH_MODULE_TESTS,
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
  },
});
