import { defineConfig, devices } from "@playwright/test";

/** The browser tests run the real built app on a fresh embedded database in .e2e/. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3111);
export const E2E_SERVER_LOG = ".e2e/server.log";
/** A super admin created before the server starts, for the admin stories. */
export const E2E_ADMIN = { email: "admin@touchline.test", password: "whistle-on-the-touchline-42" };

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Recorded on the retry only: a trace on every run costs each story its screenshots and snapshots.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: /(mobile|editor-touch)\.spec\.ts/,
    },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined }, testMatch: /mobile\.spec\.ts/ },
    // A tablet held upright, driven by touch: the iPad's screen and input, in Chromium (touch drags go through CDP).
    {
      name: "tablet",
      use: { ...devices["iPad (gen 7)"], browserName: "chromium", channel: undefined },
      testMatch: /editor-touch\.spec\.ts/,
    },
  ],
  webServer: {
    command: [
      "rm -rf .e2e && mkdir -p .e2e",
      `echo '${E2E_ADMIN.password}' | node --import tsx apps/server/src/cli/create-user.ts ${E2E_ADMIN.email} super_admin Alex Admin > .e2e/create-admin.log 2>&1`,
      `node apps/server/dist/main.js > ${E2E_SERVER_LOG} 2>&1`,
    ].join(" && "),
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: ".e2e/data",
      APP_URL: `http://localhost:${E2E_PORT}`,
      // Every browser test signs up from 127.0.0.1; per-account limits stay as in production.
      RATE_LIMIT_IP_FACTOR: "50",
      DATABASE_URL: "",
    },
  },
});
