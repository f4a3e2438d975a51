import path from "node:path";
import { serve } from "@hono/node-server";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { DataDirInUseError, lockDataDir } from "./db/data-dir-lock.ts";
import { assertDurableDatabase } from "./db/durability.ts";
import { parseEnv } from "./env.ts";
import { describeError } from "./lib/describe-error.ts";
import { startHousekeeping } from "./lib/housekeeping.ts";

async function main() {
  const env = parseEnv();
  // The app's modules load while the database opens: both take most of a cold start.
  // @hono/zod-openapi adds `.openapi()` to zod, and zod copies methods onto each schema when it is built:
  // it must run before the contracts build theirs, whichever bundle chunk ends up holding them.
  const appModules = import("@hono/zod-openapi").then(async () => {
    const [app, deps, seed, demo] = await Promise.all([
      import("./lib/create-app.ts"),
      import("./lib/create-deps.ts"),
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
  });

  let isShuttingDown = false;
  const shutDown = (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    console.log(`${signal} received: closing the server and the database…`);
    server.close();
    housekeeping
      .stop()
      .then(() => database.close())
      .catch((error) => console.error("Closing the database failed:", error))
      .finally(() => {
        releaseLock();
        process.exit(0);
      });
  };
  process.on("SIGINT", () => shutDown("SIGINT"));
  process.on("SIGTERM", () => shutDown("SIGTERM"));
}

main().catch((error) => {
  console.error(describeError(error));
  process.exit(1);
});
