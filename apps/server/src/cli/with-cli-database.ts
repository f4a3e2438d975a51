import path from "node:path";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { DataDirInUseError, lockDataDir } from "../db/data-dir-lock.ts";
import type { Env } from "../env.ts";

/**
 * Opens and migrates the database for a one-off command, then closes it. With the embedded database the
 * command must own ./data, so it returns 1 with an explanation while the server runs.
 */
export async function withCliDatabase(env: Env, work: (database: DatabaseHandle) => Promise<number>): Promise<number> {
  let releaseLock = () => {};
  if (!env.DATABASE_URL) {
    try {
      releaseLock = lockDataDir(env.DATA_DIR).release;
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      console.error(
        `Touchline is running (pid ${error.pid}) and owns the embedded database in ${env.DATA_DIR}.\n` +
          "Stop it (Ctrl+C in its terminal), run this command again, then start Touchline again.",
      );
      return 1;
    }
  }
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: path.join(env.DATA_DIR, "pglite") });
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
    releaseLock();
  }
}

/** Runs a command's main function and exits with its code; an unexpected error prints its message only. */
export function runCli(main: () => Promise<number>) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

/**
 * Which database a command wrote to, for its last line: without `DATA_DIR` the embedded one is `./data`
 * of wherever the command ran, which an operator may not have meant.
 */
export function describeCliDatabase(env: Env): string {
  return env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `the embedded database in ${env.DATA_DIR}`;
}
