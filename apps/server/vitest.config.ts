import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Needs HAProxy and PostgreSQL: run on its own by `npm run test:cluster` (vitest.cluster.config.ts).
    exclude: [...configDefaults.exclude, "src/cluster.test.ts"],
    environment: "node",
    isolate: false,
    globalSetup: ["./test/global-setup.ts"],
    // Each file gets its own database; scrypt at OWASP cost makes sign-ups take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
