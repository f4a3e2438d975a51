import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/client.ts";
import { createScratchDatabase } from "./postgres-server.ts";

/**
 * A fresh database for one test file: PGlite loaded from the migrated snapshot by default, or a new,
 * migrated database on the PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshot = new Blob([readFileSync(inject("pgliteSnapshotPath"))]);
    return openDatabase({ kind: "pglite", snapshot });
  }
  const scratch = await createScratchDatabase(serverUrl, "touchline_test");
  const database = await openDatabase({ kind: "postgres", url: scratch.url });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
