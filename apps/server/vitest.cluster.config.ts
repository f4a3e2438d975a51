import { defineConfig } from "vitest/config";

/**
 * Several server processes behind HAProxy on PostgreSQL (src/cluster.test.ts): `npm run test:cluster`.
 * Kept out of the default projects because it needs both installed.
 */
export default defineConfig({
  test: {
    name: "cluster",
    root: import.meta.dirname,
    include: ["src/cluster.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
