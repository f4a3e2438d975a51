import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "packages",
          include: ["packages/*/src/**/*.test.ts"],
          environment: "node",
        },
      },
      "apps/server/vitest.config.ts",
      "apps/web/vitest.config.ts",
      "apps/web/vitest.fresh-modules.config.ts",
    ],
  },
});
