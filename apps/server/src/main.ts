import type { Server as HttpServer } from "node:http";
import path from "node:path";
import { serve } from "@hono/node-server";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { DataDirInUseError, lockDataDir } from "./db/data-dir-lock.ts";
import { assertDurableDatabase } from "./db/durability.ts";
import { parseEnv } from "./env.ts";
import { describeError } from "./lib/describe-error.ts";
import { startHousekeeping } from "./app/housekeeping.ts";

/** How long a shutdown waits for the requests in progress before cutting them off. */
const DRAIN_TIMEOUT_MS = 10_000;

async function main() {
  const env = parseEnv();
  // The app's modules load while the database opens: both take most of a cold start.
  // @hono/zod-openapi adds `.openapi()` to zod, and zod copies methods onto each schema when it is built:
  // it must run before the contracts build theirs, whichever bundle chunk ends up holding them.
  const appModules = import("@hono/zod-openapi").then(async () => {
    const [app, deps, seed, demo] = await Promise.all([
      import("./app/create-app.ts"),
      import("./app/create-deps.ts"),
      import("./seed/seed-demo-content.ts"),
      import("./seed/demo-sessions.ts"),
    ]);
    return {
      createApp: app.createApp,
      createDeps: deps.createDeps,
      seedDemoContent: seed.seedDemoContent,
      demoContent: { author: demo.DEMO_AUTHOR, sessions: demo.DEMO_SESSIONS },
    };
  });
  let releaseLock = () => {};
  let database: DatabaseHandle;
  if (env.DATABASE_URL) {
    database = await openDatabase({ kind: "postgres", url: env.DATABASE_URL });
    // Before anything is written: a server that may drop acknowledged commits is refused (see db/durability.ts).
    await assertDurableDatabase(database.db, { allowUnsafe: env.ALLOW_UNSAFE_DURABILITY, warn: console.warn }).catch(
      async (error: unknown) => {
        await database.close();
        throw error;
      },
    );
  } else {
    try {
      releaseLock = lockDataDir(env.DATA_DIR).release;
    } catch (error) {
      if (error instanceof DataDirInUseError) {
        console.error(`${error.message}\nStop that process first, or give this one its own DATA_DIR.`);
        process.exit(1);
      }
      throw error;
    }
    database = await openDatabase({ kind: "pglite", dataDir: path.join(env.DATA_DIR, "pglite") });
  }
  await database.migrate();
  const { createApp, createDeps, seedDemoContent, demoContent } = await appModules;
  const deps = await createDeps(env, database, { authSecret: process.env.AUTH_SECRET });
  // Once per database (a marker row decides, so instances booting together add one set); demo content
  // that fails to seed is logged, never a reason not to serve.
  await seedDemoContent({ db: deps.db, log: console.log }, demoContent).catch((error) =>
    console.error("Demo content not added:", error instanceof Error ? error.message : error),
  );
  // The demo blog posts have a marker of their own, so databases seeded before the blog get them too.
  await Promise.all([import("./seed/seed-demo-blog-posts.ts"), import("./seed/demo-blog-posts.ts")])
    .then(([seed, demo]) =>
      seed.seedDemoBlogPosts(
        { db: deps.db, log: console.log },
        { posts: demo.DEMO_BLOG_POSTS, authorId: demoContent.author.id },
      ),
    )
    .catch((error) => console.error("Demo blog posts not added:", error instanceof Error ? error.message : error));
  const app = createApp(deps);
  // Expired rate-limit counters and links are deleted now and every ten minutes (the timer keeps no process alive).
  const housekeeping = startHousekeeping(deps.db);

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const where = env.DATABASE_URL ? "PostgreSQL" : `embedded database in ${env.DATA_DIR}`;
    console.log(`Touchline is running at ${env.APP_URL} (port ${info.port}, ${where})`);
  }) as HttpServer;
  let metricsServer: HttpServer | undefined;
  if (env.METRICS_PORT !== undefined) {
    const { createMetricsApp } = await import("./app/metrics-app.ts");
    metricsServer = serve(
      { fetch: createMetricsApp(deps.metrics).fetch, port: env.METRICS_PORT, hostname: env.METRICS_HOST },
      (info) => console.log(`Metrics are served at http://${env.METRICS_HOST}:${info.port}/metrics`),
    ) as HttpServer;
  }

  let isShuttingDown = false;
  // While draining, every answer closes its connection, so a keep-alive client opens its next one elsewhere.
  server.on("request", (_request, response) => {
    if (isShuttingDown) response.setHeader("Connection", "close");
  });
  const shutDown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    deps.instance.isDraining = true;
    console.log(`${signal} received: finishing the requests in progress, then closing the database…`);
    // No new connections from here; the requests in progress run to their end.
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    metricsServer?.close();
    // Live message streams never end by themselves: each is told to reconnect (elsewhere) and ended.
    await deps.messageHub
      .close()
      .catch((error: unknown) => console.error("Closing the message streams failed:", error));
    // A keep-alive connection whose request has been answered would hold the server open: closed as it idles.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
    let drainTimer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      drainTimer = setTimeout(() => resolve(true), DRAIN_TIMEOUT_MS);
    });
    if (await Promise.race([drained.then(() => false), timedOut])) {
      console.error(`Requests still running after ${DRAIN_TIMEOUT_MS / 1000} s were cut off.`);
      server.closeAllConnections();
    }
    clearInterval(closeIdle);
    clearTimeout(drainTimer);
    // What answered requests started afterwards (a reset link's mail) still needs the database, for as long
    // as requests were given (a mail server that does not answer must not hold the shutdown).
    let afterResponseTimer: NodeJS.Timeout | undefined;
    await Promise.race([
      deps.afterResponse.settled(),
      new Promise<void>((resolve) => (afterResponseTimer = setTimeout(resolve, DRAIN_TIMEOUT_MS))),
    ]);
    clearTimeout(afterResponseTimer);
    await housekeeping
      .stop()
      .then(() => database.close())
      .catch((error) => console.error("Closing the database failed:", error))
      .finally(() => {
        releaseLock();
        process.exit(0);
      });
  };
  process.on("SIGINT", () => void shutDown("SIGINT"));
  process.on("SIGTERM", () => void shutDown("SIGTERM"));
}

main().catch((error) => {
  console.error(describeError(error));
  process.exit(1);
});
