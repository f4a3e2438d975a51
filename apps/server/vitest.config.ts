import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./src/test/global-setup.ts"],
    // Each file gets its own database; scrypt at OWASP cost makes sign-ups take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
